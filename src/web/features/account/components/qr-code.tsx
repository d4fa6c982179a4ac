import { useMemo } from 'react';
import { encode } from 'uqr';

/** Drawn in the browser: the secret inside never goes to a QR service. */
export function QrCode({ value, label }: { value: string; label: string }) {
  const { path, size } = useMemo(() => {
    const qr = encode(value, { ecc: 'M', border: 2 });
    const squares = qr.data.flatMap((row, y) => row.map((dark, x) => (dark ? `M${x} ${y}h1v1h-1z` : '')));
    return { path: squares.join(''), size: qr.size };
  }, [value]);

  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className="size-52 rounded-lg bg-white"
    >
      <path d={path} fill="#000" />
    </svg>
  );
}
