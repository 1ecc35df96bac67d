import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useBelowBreakpoint } from '../../../shared/layout/useBelowBreakpoint.ts';
import { useActiveReservation } from '../hooks/useTaskList.ts';

/** `/agent?view=task`: on one column, the open task instead of the task list. */
export const DESK_VIEW_PARAM = 'view';
const TASK_VIEW = 'task';

type OpenedFromList = { deskTaskOpenedFromList: true };

function openedFromList(state: unknown): state is OpenedFromList {
  return typeof state === 'object' && state !== null && 'deskTaskOpenedFromList' in state;
}

export type DeskColumn = {
  /** Below the `md` breakpoint (a phone, a narrow tablet) the desk shows one column at a time. */
  oneColumn: boolean;
  showsTaskList: boolean;
  showsActiveTask: boolean;
  /** Selecting a task in the list: on one column, the task replaces the list (a history entry). */
  openTask: () => void;
  /** The task's Back control: the list again (the browser's Back does the same). */
  backToList: () => void;
};

/**
 * Which of the desk's columns are on screen (issue 17 item 10): both side by side from `md` up;
 * below it the task list, or the open task once the agent selected one. The choice is in the URL
 * (`?view=task`), so the phone's Back button returns to the list; with no task open it is the list.
 */
export function useDeskColumn(): DeskColumn {
  const oneColumn = useBelowBreakpoint('md');
  const hasActiveTask = useActiveReservation() !== null;
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const taskView = oneColumn && hasActiveTask && params.get(DESK_VIEW_PARAM) === TASK_VIEW;
  return {
    oneColumn,
    showsTaskList: !oneColumn || !taskView,
    showsActiveTask: !oneColumn || taskView,
    openTask: () => {
      if (!oneColumn || params.get(DESK_VIEW_PARAM) === TASK_VIEW) return;
      const state: OpenedFromList = { deskTaskOpenedFromList: true };
      setParams(
        (current) => {
          current.set(DESK_VIEW_PARAM, TASK_VIEW);
          return current;
        },
        { state },
      );
    },
    backToList: () => {
      if (openedFromList(location.state)) {
        navigate(-1);
        return;
      }
      setParams(
        (current) => {
          current.delete(DESK_VIEW_PARAM);
          return current;
        },
        { replace: true },
      );
    },
  };
}
