import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetApiState, shownToasts, toastMessages } from '../../../shared/api/testing/api-test-kit.ts';
import {
  graphqlData,
  graphqlError,
  sentOperation,
  sentVariables,
  sentVariablesOf,
} from '../../../shared/api/testing/graphql-test-kit.ts';
import {
  CreateSegmentDocument,
  DeleteSegmentDocument,
  PreviewSegmentCountDocument,
  SegmentDocument,
  SegmentsDocument,
} from '../api/segments.generated.ts';
import { renderSegments, segmentOf, serveSegments } from '../testing/render-segments.tsx';

beforeEach(() => {
  resetApiState();
});

const nameInput = () => screen.getByRole('textbox', { name: 'Name' });

describe('a new segment', () => {
  it('shows the live count of its conditions, validates at Save and creates it', async () => {
    const { calls } = serveSegments({
      graphql: (call) => {
        if (sentOperation(call, PreviewSegmentCountDocument))
          return graphqlData(PreviewSegmentCountDocument, { previewSegmentCount: 12 });
        const created = sentVariables(call, CreateSegmentDocument);
        if (created)
          return graphqlData(CreateSegmentDocument, {
            createSegment: segmentOf({ id: 'seg-new', name: created.name }),
          });
        if (sentOperation(call, SegmentDocument))
          return graphqlData(SegmentDocument, { segment: segmentOf({ id: 'seg-new', name: 'Adas' }) });
        return undefined;
      },
    });
    const { router } = renderSegments('/segments/new');
    // No groups: every contact matches; counted after the debounce.
    expect(await screen.findByText('12 contacts match', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(sentVariablesOf(calls, PreviewSegmentCountDocument)).toEqual([
      { conditions: { joinType: 'all', groups: [] } },
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(sentVariablesOf(calls, CreateSegmentDocument)).toEqual([]);

    fireEvent.change(nameInput(), { target: { value: 'Adas' } });
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/segments/seg-new'));
    expect(sentVariablesOf(calls, CreateSegmentDocument)).toEqual([
      { name: 'Adas', type: 'dynamic', conditions: { joinType: 'all', groups: [] } },
    ]);
    expect(toastMessages()).toContain('Segment Created.');
  });

  it('does not count an incomplete tree', async () => {
    const { calls } = serveSegments({
      graphql: (call) =>
        sentOperation(call, PreviewSegmentCountDocument)
          ? graphqlData(PreviewSegmentCountDocument, { previewSegmentCount: 3 })
          : undefined,
    });
    renderSegments('/segments/new');
    await screen.findByText('3 contacts match', {}, { timeout: 5000 });
    fireEvent.click(screen.getByRole('button', { name: 'Add group' }));
    expect(
      await screen.findByText('Complete the conditions to see how many contacts match.'),
    ).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(sentVariablesOf(calls, PreviewSegmentCountDocument)).toHaveLength(1);
  });

  it('shows a name already in use under the field, without a toast', async () => {
    serveSegments({
      graphql: (call) =>
        sentOperation(call, CreateSegmentDocument)
          ? graphqlError('Name is already in use', { code: 'conflict', field: 'name', status: 409 })
          : sentOperation(call, PreviewSegmentCountDocument)
            ? graphqlData(PreviewSegmentCountDocument, { previewSegmentCount: 0 })
            : undefined,
    });
    renderSegments('/segments/new');
    fireEvent.change(nameInput(), { target: { value: 'VIP' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Static' }));
    expect(screen.getByText('Save the segment, then upload a CSV file of its contacts.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is already in use')).toBeInTheDocument();
    expect(toastMessages()).toEqual([]);
  });
});

describe('a static segment', () => {
  const staticSegment = segmentOf({
    id: 'seg-2',
    name: 'Imported',
    type: 'static',
    conditions: null,
    count: 3,
  });

  it('uploads a CSV with includeCsvDataTypeRow and lists the skipped rows by line', async () => {
    const { calls } = serveSegments({
      graphql: (call) =>
        sentOperation(call, SegmentDocument)
          ? graphqlData(SegmentDocument, { segment: staticSegment })
          : undefined,
      upload: () => ({
        status: 200,
        body: {
          rows: 3,
          added: 1,
          created: 1,
          alreadyInSegment: 0,
          failed: 2,
          errors: [
            { line: 3, field: 'phone', message: 'is not a valid phone number' },
            {
              line: 4,
              field: null,
              message: 'needs a phone, email or externalId to find or create its contact',
            },
          ],
        },
      }),
    });
    const { container } = renderSegments('/segments/seg-2');
    expect(await screen.findByText('3 contacts')).toBeInTheDocument();
    const file = new File(['phone\n4155550100\n'], 'contacts.csv', { type: 'text/csv' });
    const input = container.querySelector('input[type="file"]');
    if (!input) throw new Error('no file input');
    fireEvent.change(input, { target: { files: [file] } });
    fireEvent.click(screen.getByRole('checkbox', { name: /The second row holds data types/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));

    expect(
      await screen.findByText('1 added to the segment, 1 new contacts, 2 rows skipped'),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Skipped rows' });
    expect(table).toHaveTextContent('3phoneis not a valid phone number');
    expect(table).toHaveTextContent('4—needs a phone, email or externalId');

    const upload = calls.find((call) => call.url === '/api/segments/seg-2/uploadFile');
    expect(upload?.method).toBe('POST');
    const form = upload?.body;
    if (!(form instanceof FormData)) throw new Error('the upload is not multipart');
    expect(form.get('includeCsvDataTypeRow')).toBe('true');
    expect(form.get('file')).toBeInstanceOf(File);
    // A static segment has no conditions: its editor counts nothing live (neither on opening nor
    // when the upload refreshes the segments).
    expect(sentVariablesOf(calls, PreviewSegmentCountDocument)).toEqual([]);
  });

  it("toasts 'Error uploading file' with the server's reason", async () => {
    serveSegments({
      graphql: (call) =>
        sentOperation(call, SegmentDocument)
          ? graphqlData(SegmentDocument, { segment: staticSegment })
          : undefined,
      upload: () => ({
        status: 413,
        body: { code: 'payload_too_large', message: 'The file is over 5 MB: split it into smaller files' },
      }),
    });
    const { container } = renderSegments('/segments/seg-2');
    await screen.findByText('3 contacts');
    const input = container.querySelector('input[type="file"]');
    if (!input) throw new Error('no file input');
    fireEvent.change(input, { target: { files: [new File(['x'], 'big.csv')] } });
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() =>
      expect(shownToasts()).toContainEqual(
        expect.objectContaining({
          title: 'Error uploading file',
          message: 'The file is over 5 MB: split it into smaller files',
        }),
      ),
    );
  });

  it('deletes the segment after confirming and returns to the list', async () => {
    const { calls } = serveSegments({
      graphql: (call) => {
        if (sentOperation(call, SegmentDocument))
          return graphqlData(SegmentDocument, { segment: staticSegment });
        if (sentOperation(call, DeleteSegmentDocument))
          return graphqlData(DeleteSegmentDocument, { deleteSegment: { id: 'seg-2' } });
        if (sentOperation(call, SegmentsDocument)) return graphqlData(SegmentsDocument, { segments: [] });
        return undefined;
      },
    });
    const { router } = renderSegments('/segments/seg-2');
    await screen.findByText('3 contacts');
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/segments'));
    expect(sentVariablesOf(calls, DeleteSegmentDocument)).toEqual([{ id: 'seg-2' }]);
    expect(toastMessages()).toContain('Segment Deleted.');
  });
});

describe('a saved dynamic segment', () => {
  it('summarises its conditions with field labels, never the keys (issue 17 item 8)', async () => {
    const filter = (propertyName: string, propertyValue: string) => ({
      propertyName,
      propertyFieldId: `identify:user_properties:${propertyName}`,
      propertyType: 'string',
      propertyOperator: 'equals',
      propertyValue,
      dateComparisonType: null,
      relativeDateValue: null,
    });
    const conditions = {
      joinType: 'all',
      groups: [
        {
          name: 'Locals',
          joinType: 'all',
          conditions: [
            {
              conditionalType: 'contactAttribute',
              eventName: null,
              eventOperator: 'isSet',
              lastEventOnly: false,
              filters: [
                filter('contactPhone', '+13125550100'),
                filter('home_city', 'Chicago'),
                filter('rvProperties.timezone', 'America/Chicago'),
              ],
            },
          ],
        },
      ],
    };
    serveSegments({
      graphql: (call) => {
        if (sentOperation(call, SegmentDocument))
          return graphqlData(SegmentDocument, {
            segment: segmentOf({ id: 'seg-3', name: 'Locals', conditions }),
          });
        if (sentOperation(call, PreviewSegmentCountDocument))
          return graphqlData(PreviewSegmentCountDocument, { previewSegmentCount: 4 });
        return undefined;
      },
    });
    renderSegments('/segments/seg-3');
    const summary =
      'Phone equals "+13125550100" and Home city equals "Chicago" and Time zone equals "America/Chicago"';
    const group = await screen.findByRole('group', { name: 'Locals' }, { timeout: 5000 });
    expect(within(group).getByText(summary)).toBeInTheDocument();
    expect(group).not.toHaveTextContent(/contactPhone|home_city|rvProperties/);
  });
});

it('says when a segment does not exist', async () => {
  serveSegments({
    graphql: (call) =>
      sentOperation(call, SegmentDocument)
        ? graphqlError('Segment not found', { code: 'not_found', status: 404 })
        : undefined,
  });
  renderSegments('/segments/00000000-0000-4000-8000-000000000000');
  expect(await screen.findByRole('alert')).toHaveTextContent('Segment not found');
});
