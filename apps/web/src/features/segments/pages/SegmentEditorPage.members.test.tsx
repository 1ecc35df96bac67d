import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetApiState } from '../../../shared/api/testing/api-test-kit.ts';
import {
  graphqlData,
  sentOperation,
  sentVariables,
  sentVariablesOf,
} from '../../../shared/api/testing/graphql-test-kit.ts';
import {
  PreviewSegmentCountDocument,
  SegmentContactsDocument,
  type SegmentContactsQuery,
  SegmentDocument,
} from '../api/segments.generated.ts';
import { renderSegments, segmentOf, serveSegments } from '../testing/render-segments.tsx';

// Issue 17 item 11: a saved segment's page lists its members, paged, with the count.

beforeEach(() => {
  resetApiState();
});

type Member = SegmentContactsQuery['segmentContacts']['items'][number];

function memberOf(index: number, overrides: Partial<Member> = {}): Member {
  return {
    profileId: `pr-${index}`,
    name: `Contact ${index}`,
    contactPhone: `+1415555${String(index).padStart(4, '0')}`,
    email: `contact${index}@example.com`,
    externalId: null,
    ...overrides,
  };
}

const membersTable = () => screen.findByRole('table', { name: 'Segment members' });

function rowsOf(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent ?? ''),
    );
}

describe("a saved segment's members", () => {
  it('lists name, phone and email 25 a page, with the count, a name opening the contact', async () => {
    const segment = segmentOf({ id: 'seg-2', name: 'Imported', type: 'static', conditions: null, count: 27 });
    const { calls } = serveSegments({
      graphql: (call) => {
        if (sentOperation(call, SegmentDocument)) return graphqlData(SegmentDocument, { segment });
        const members = sentVariables(call, SegmentContactsDocument);
        if (!members) return undefined;
        const page = members.page ?? 0;
        const items =
          page === 0
            ? [
                memberOf(1, { name: null, externalId: 'CUST-7', email: null }),
                ...Array.from({ length: 24 }, (_, i) => memberOf(i + 2)),
              ]
            : [memberOf(26), memberOf(27, { name: null, contactPhone: '+442071838750' })];
        return graphqlData(SegmentContactsDocument, {
          segmentContacts: { items, page, size: 25, hasMore: page === 0 },
        });
      },
    });
    renderSegments('/segments/seg-2');
    const section = await screen.findByRole('region', { name: 'Members' });
    expect(within(section).getByLabelText('Segment contacts')).toHaveTextContent('27 contacts');
    const table = await membersTable();
    const firstPage = rowsOf(table);
    expect(firstPage).toHaveLength(25);
    expect(firstPage.slice(0, 2)).toEqual([
      ['CUST-7', '+1 (415) 555-0001', ''],
      ['Contact 2', '+1 (415) 555-0002', 'contact2@example.com'],
    ]);
    expect(within(table).getByRole('link', { name: 'Contact 2' })).toHaveAttribute(
      'href',
      '/audience?profileId=pr-2',
    );
    expect(within(section).getByText('Page 1')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Previous' })).toBeDisabled();

    fireEvent.click(within(section).getByRole('button', { name: 'Next' }));
    expect(await within(table).findByText('Contact 26')).toBeInTheDocument();
    expect(rowsOf(table)).toEqual([
      ['Contact 26', '+1 (415) 555-0026', 'contact26@example.com'],
      ['Unnamed contact', '+442071838750', 'contact27@example.com'],
    ]);
    expect(within(section).getByText('Page 2')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(sentVariablesOf(calls, SegmentContactsDocument)).toEqual([
      { id: 'seg-2', page: 0, size: 25 },
      { id: 'seg-2', page: 1, size: 25 },
    ]);
  });

  it('says when a segment has no members, and shows a dynamic one its saved conditions match', async () => {
    const { calls } = serveSegments({
      graphql: (call) => {
        if (sentOperation(call, SegmentDocument))
          return graphqlData(SegmentDocument, { segment: segmentOf({ id: 'seg-1', count: 0 }) });
        if (sentOperation(call, PreviewSegmentCountDocument))
          return graphqlData(PreviewSegmentCountDocument, { previewSegmentCount: 0 });
        return undefined;
      },
    });
    renderSegments('/segments/seg-1');
    const section = await screen.findByRole('region', { name: 'Members' });
    expect(await within(section).findByText('No contacts in this segment yet.')).toBeInTheDocument();
    expect(within(section).getByLabelText('Segment contacts')).toHaveTextContent('0 contacts');
    expect(within(section).getByText(/saved conditions match now/)).toBeInTheDocument();
    expect(within(section).queryByRole('table')).toBeNull();
    expect(within(section).queryByRole('button', { name: 'Next' })).toBeNull();
    expect(sentVariablesOf(calls, SegmentContactsDocument)).toEqual([{ id: 'seg-1', page: 0, size: 25 }]);
  });

  it('says "Count unavailable" when the stored conditions no longer compile', async () => {
    serveSegments({
      graphql: (call) => {
        if (sentOperation(call, SegmentDocument))
          return graphqlData(SegmentDocument, { segment: segmentOf({ id: 'seg-1', count: null }) });
        if (sentOperation(call, PreviewSegmentCountDocument))
          return graphqlData(PreviewSegmentCountDocument, { previewSegmentCount: 0 });
        return undefined;
      },
    });
    renderSegments('/segments/seg-1');
    const section = await screen.findByRole('region', { name: 'Members' });
    expect(within(section).getByLabelText('Segment contacts')).toHaveTextContent('Count unavailable');
  });

  it('has no members section before the segment is saved', async () => {
    serveSegments({
      graphql: (call) =>
        sentOperation(call, PreviewSegmentCountDocument)
          ? graphqlData(PreviewSegmentCountDocument, { previewSegmentCount: 0 })
          : undefined,
    });
    renderSegments('/segments/new');
    await screen.findByRole('textbox', { name: 'Name' });
    expect(screen.queryByRole('region', { name: 'Members' })).toBeNull();
  });
});
