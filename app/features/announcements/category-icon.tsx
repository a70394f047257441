import { Icon } from "#app/components/ui/icons";

/** Outline icons for the category keys the content service may name; an unknown one gets the bell. */
const paths: Record<string, string> = {
  alert: "M12 9v4m0 4h.01M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z",
  star: "m12 2 3.1 6.3 6.9 1-5 4.9 1.2 6.8L12 17.8 5.8 21l1.2-6.8-5-4.9 6.9-1Z",
  users:
    "M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm13 10v-2a4 4 0 0 0-3-3.9M16 3.1a4 4 0 0 1 0 7.8",
  shield: "M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10Z",
  school: "M22 10 12 5 2 10l10 5 10-5Zm-16 2v5c3 2 9 2 12 0v-5",
  hands: "M12 21s-7-4.4-9.3-9A5 5 0 0 1 12 6a5 5 0 0 1 9.3 6c-2.3 4.6-9.3 9-9.3 9Z",
  church: "M12 2v4m-2-2h4M6 22V11l6-5 6 5v11M10 22v-5h4v5M3 22h18",
  bell: "M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9m4.3 13a2 2 0 0 0 3.4 0",
};

export function CategoryIcon({ name, className = "h-6 w-6" }: { name: string | null; className?: string }) {
  const d = (name && paths[name]) ?? paths.bell;
  return (
    <Icon className={className}>
      <path d={d} />
    </Icon>
  );
}
