import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { createContext, useContext, useRef, useState, type ReactNode } from 'react';
import { useDrag, useDrop } from 'react-dnd';

interface DragItem {
  id: string;
  index: number;
}

/**
 * One item of a list reordered by drag and drop (react-dnd, HTML5 backend): `ref` goes on the item (drop target
 * and drag preview), `handle` on its grip. Passing the midpoint of another item moves the dragged one there.
 */
export function useSortable({
  type,
  id,
  index,
  move,
}: {
  type: string;
  id: string;
  index: number;
  move: (from: number, to: number) => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const handle = useRef<HTMLDivElement>(null);
  const [, drop] = useDrop<DragItem>({
    accept: type,
    hover(item, monitor) {
      const element = ref.current;
      const pointer = monitor.getClientOffset();
      if (!element || !pointer || item.index === index) return;
      const rect = element.getBoundingClientRect();
      const middle = (rect.bottom - rect.top) / 2;
      const y = pointer.y - rect.top;
      if (item.index < index && y < middle) return;
      if (item.index > index && y > middle) return;
      move(item.index, index);
      item.index = index;
    },
  });
  const [{ dragging }, drag, preview] = useDrag({
    type,
    item: (): DragItem => ({ id, index }),
    collect: (monitor) => ({ dragging: monitor.isDragging() }),
  });
  drag(handle);
  drop(preview(ref));
  return { ref, handle, dragging };
}

/** The grip a pointer drags by; keyboard users have the Move up / Move down buttons beside it. */
export function DragHandle({ handle, label }: { handle: React.RefObject<HTMLDivElement | null>; label: string }) {
  return (
    <Box
      ref={handle}
      title={`Drag to reorder ${label}`}
      data-testid="drag-handle"
      aria-hidden
      sx={{ display: 'flex', alignItems: 'center', cursor: 'grab', color: 'text.secondary', touchAction: 'none' }}
    >
      <DragIndicatorIcon />
    </Box>
  );
}

const Announce = createContext<(message: string) => void>(() => undefined);

/** A polite live region announcing each move ('Moved X to position 2 of 4'), for screen reader users. */
export function MoveAnnouncer({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState('');
  return (
    <Announce.Provider value={setMessage}>
      {children}
      <Box
        role="status"
        aria-live="polite"
        // '1px', not 1: MUI's sx reads a width of 1 as 100%
        sx={{
          position: 'absolute',
          width: '1px',
          height: '1px',
          overflow: 'hidden',
          clip: 'rect(0 0 0 0)',
          whiteSpace: 'nowrap',
        }}
      >
        {message}
      </Box>
    </Announce.Provider>
  );
}

/**
 * 'Move up' and 'Move down' for one item, named after it ('Move up: Customer discovery'): the keyboard's way to
 * reorder. Focus stays on the button pressed (or its twin once the item reaches an end) as the item moves.
 */
export function MoveButtons({
  id,
  index,
  count,
  label,
  move,
}: {
  id: string;
  index: number;
  count: number;
  label: string;
  move: (from: number, to: number) => void;
}) {
  const announce = useContext(Announce);
  const go = (direction: 'up' | 'down') => {
    const to = direction === 'up' ? index - 1 : index + 1;
    move(index, to);
    announce(`Moved ${label} to position ${to + 1} of ${count}`);
    const atEnd = direction === 'up' ? to === 0 : to === count - 1;
    const next = atEnd ? (direction === 'up' ? 'down' : 'up') : direction;
    requestAnimationFrame(() => document.getElementById(`move-${next}-${id}`)?.focus());
  };
  return (
    <Box sx={{ display: 'flex' }}>
      <IconButton
        id={`move-up-${id}`}
        size="small"
        aria-label={`Move up: ${label}`}
        disabled={index === 0}
        onClick={() => go('up')}
      >
        <ArrowUpwardIcon fontSize="small" />
      </IconButton>
      <IconButton
        id={`move-down-${id}`}
        size="small"
        aria-label={`Move down: ${label}`}
        disabled={index === count - 1}
        onClick={() => go('down')}
      >
        <ArrowDownwardIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}
