import qrcode from "qrcode-generator";
import { useMemo } from "react";

/** The dark modules of `text`'s QR code as one SVG path (one unit per module, a 4-module quiet zone around). */
export function qrPath(text: string): { size: number; path: string } {
  // Level M survives a crease or a smudge on a printed card; type 0 picks the smallest version that fits.
  const code = qrcode(0, "M");
  code.addData(text, "Byte");
  code.make();
  const count = code.getModuleCount();
  const quiet = 4;
  let path = "";
  for (let row = 0; row < count; row++) {
    for (let col = 0; col < count; col++) {
      if (code.isDark(row, col)) path += `M${col + quiet} ${row + quiet}h1v1h-1z`;
    }
  }
  return { size: count + 2 * quiet, path };
}

/** A QR code of `text`, drawn as SVG (sharp at any size and in print), named for screen readers by `label`. */
export function QrCode({ text, label, className = "" }: { text: string; label: string; className?: string }) {
  const { size, path } = useMemo(() => qrPath(text), [text]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className={`bg-white ${className}`}
    >
      <path d={path} fill="#000" />
    </svg>
  );
}
