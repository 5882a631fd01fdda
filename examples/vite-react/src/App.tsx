import { useRef, useState } from 'react';
import { TuteTable, type TuteMoveDetail } from 'tute-table/react';

/** The wrapper: properties as props, events as `on…` props, a ref to the element. */
export function App({ onMove }: { onMove?: (detail: TuteMoveDetail) => void }) {
  const table = useRef<HTMLElementTagNameMap['tute-table']>(null);
  const [moves, setMoves] = useState<string[]>([]);
  const [error, setError] = useState('');
  return (
    <main>
      <TuteTable
        ref={table}
        variant="tute"
        difficulty="medium"
        seed={7}
        aiDelay={0}
        onTuteMove={(event) => {
          setMoves((list) => [...list, `${event.detail.seat}: ${event.detail.action.type}`]);
          onMove?.(event.detail);
        }}
        onTuteError={(event) => setError(event.detail.code)}
        onTuteMatchEnd={(event) => setMoves((list) => [...list, `won by ${event.detail.winner}`])}
      />
      <button onClick={() => table.current?.newMatch()}>New match</button>
      <p>
        {moves.length} moves{error && `, last error: ${error}`}
      </p>
    </main>
  );
}

/** The bare tag, typed for JSX too: React 19 sets properties and listens to `ontute-…`. */
export function BareTable() {
  return (
    <tute-table
      variant="brisca"
      theme="dark"
      ontute-move={(event) => console.log(event.detail.action)}
    />
  );
}

// @ts-expect-error: not a difficulty
export const typo = <TuteTable difficulty="impossible" />;
