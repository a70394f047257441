import { ButtonOnceHydrated } from "#app/components/button-once-hydrated";

/** Prints the page (its print styles leave the site chrome off); it appears once the page has hydrated. */
export function PrintButton({ label }: { label: string }) {
  return (
    <ButtonOnceHydrated
      data-print-hidden
      button={{ onClick: () => window.print() }}
      className="inline-flex min-h-11 items-center rounded-lg bg-blue-900 px-5 font-semibold text-white hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-900"
    >
      {label}
    </ButtonOnceHydrated>
  );
}
