import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetApiState } from '../../../shared/api/testing/api-test-kit.ts';
import { graphqlData, sentOperation } from '../../../shared/api/testing/graphql-test-kit.ts';
import { SegmentsDocument } from '../api/segments.generated.ts';
import { renderSegments, segmentOf, serveSegments } from '../testing/render-segments.tsx';

beforeEach(() => {
  resetApiState();
});

describe('/segments', () => {
  it('lists each segment with its type badge, live count and last change', async () => {
    serveSegments({
      graphql: (call) =>
        sentOperation(call, SegmentsDocument)
          ? graphqlData(SegmentsDocument, {
              segments: [
                segmentOf({ id: 'a', name: 'Adas', type: 'dynamic', count: 1234 }),
                segmentOf({ id: 'b', name: 'Imported', type: 'static', count: 2, conditions: null }),
                segmentOf({ id: 'c', name: 'Broken', type: 'dynamic', count: null }),
              ],
            })
          : undefined,
    });
    renderSegments('/segments');
    const table = await screen.findByRole('table', { name: 'Segments' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      // spec 000 §9 'MM/DD/YYYY h:mm A', in the browser's zone.
      ['Adas', 'Dynamic', '1,234', expect.stringMatching(/^05\/0[12]\/2024 \d{1,2}:30 (AM|PM)$/)],
      ['Imported', 'Static', '2', expect.any(String)],
      ['Broken', 'Dynamic', 'Count unavailable', expect.any(String)],
    ]);
    expect(within(table).getByRole('link', { name: 'Adas' })).toHaveAttribute('href', '/segments/a');
    const staticRow = rows[1];
    if (!staticRow) throw new Error('no second row');
    expect(within(staticRow).getByText('Static').closest('[data-badge-kind]')).toHaveAttribute(
      'data-badge-kind',
      'static',
    );
    expect(screen.getByRole('link', { name: 'New Segment' })).toHaveAttribute('href', '/segments/new');
  });

  it('shows a loading state, then an empty state', async () => {
    serveSegments({
      graphql: (call) =>
        sentOperation(call, SegmentsDocument) ? graphqlData(SegmentsDocument, { segments: [] }) : undefined,
    });
    renderSegments('/segments');
    expect(screen.getByLabelText('Loading segments')).toBeInTheDocument();
    expect(await screen.findByText(/No segments yet/)).toBeInTheDocument();
  });

  it('tells an agent segments are for admins and supervisors, and asks the server nothing', async () => {
    const { calls } = serveSegments({});
    renderSegments('/segments', { roles: ['agent'] });
    expect(screen.getByText('Segments are managed by admins and supervisors.')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
