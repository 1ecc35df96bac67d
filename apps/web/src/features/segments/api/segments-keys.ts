import type { ConditionTree } from '@parley/core/conditions/model';

export const segmentKeys = {
  all: ['segments'] as const,
  list: () => ['segments', 'list'] as const,
  detail: (id: string) => ['segments', 'detail', id] as const,
  members: (id: string, page: number) => ['segments', 'members', id, page] as const,
  preview: (tree: ConditionTree) => ['segments', 'preview', JSON.stringify(tree)] as const,
};
