/** Small inline icons for the slideshow's controls and shortcuts; the buttons and links around them carry the names. */
const paths = {
  previous: "M15 5l-7 7 7 7",
  next: "M9 5l7 7-7 7",
  pause: "M8 5v14M16 5v14",
  play: "M7 4.5v15l12-7.5z",
  phone:
    "M6.6 10.8a15.1 15.1 0 006.6 6.6l2.2-2.2a1 1 0 011-.25 11.4 11.4 0 003.6.57 1 1 0 011 1V20a1 1 0 01-1 1A17 17 0 013 4a1 1 0 011-1h3.5a1 1 0 011 1c0 1.25.2 2.45.57 3.57a1 1 0 01-.25 1z",
  email: "M3 6h18v12H3zM3 6l9 7 9-7",
  youtube:
    "M21.6 7.2a2.5 2.5 0 00-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 002.4 7.2 26 26 0 002 12a26 26 0 00.4 4.8 2.5 2.5 0 001.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 001.8-1.8A26 26 0 0022 12a26 26 0 00-.4-4.8zM10 15V9l5.2 3z",
  facebook: "M14 8h3V4h-3a4 4 0 00-4 4v2H7v4h3v8h4v-8h3l1-4h-4V8.5a.5.5 0 01.5-.5z",
} as const;

const filled: ReadonlySet<keyof typeof paths> = new Set(["play", "phone", "youtube", "facebook"]);

export function Icon({ name, className = "h-5 w-5" }: { name: keyof typeof paths; className?: string }) {
  const solid = filled.has(name);
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      className={className}
      fill={solid ? "currentColor" : "none"}
      stroke={solid ? "none" : "currentColor"}
      strokeWidth={2.5}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={paths[name]} />
    </svg>
  );
}
