import * as Dialog from "@radix-ui/react-dialog";
import * as Tabs from "@radix-ui/react-tabs";
import { useParish } from "#app/features/content/site-content";
import { MassIntentionLink } from "#app/features/schedule/mass-intention-link";
import { ScheduleView } from "#app/features/schedule/schedule-view";
import { useT } from "#app/i18n/use-language";
import { ExternalLink } from "./external-link";
import { directionsUrl, MapEmbed } from "./map-embed";
import { CloseIcon, ExternalIcon, MapPinIcon } from "./ui/icons";
import { type LazyDialogProps, returnFocus } from "./use-lazy-dialog";

const tabClass =
  "min-h-11 flex-1 rounded-md px-4 font-semibold text-stone-700 hover:bg-white/60 focus-visible:outline-2 focus-visible:outline-blue-800 data-[state=active]:bg-white data-[state=active]:text-blue-950 data-[state=active]:shadow";

function Directions() {
  const t = useT();
  const parish = useParish();
  const { address } = parish;
  return (
    <div className="space-y-4">
      <p className="flex gap-2">
        <MapPinIcon className="mt-0.5 h-5 w-5 shrink-0 text-blue-900" />
        <span>
          <span className="block font-semibold">{address.street}</span>
          <span className="block">{`${address.city}, ${address.state} ${address.postalCode}`}</span>
        </span>
      </p>
      <ExternalLink
        href={directionsUrl(parish)}
        className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-blue-900 px-4 font-semibold text-white hover:bg-blue-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-900"
      >
        {t("chrome.massTimes.getDirections")}
        <ExternalIcon />
      </ExternalLink>
      <MapEmbed title={t("chrome.massTimes.mapTitle")} className="h-72 sm:h-96" />
    </div>
  );
}

/** Mass times and directions in two tabs. The map frame exists only while its tab is open. */
export function MassTimesDialog({ open, onOpenChange, returnFocusTo }: LazyDialogProps) {
  const t = useT();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={returnFocus(returnFocusTo)}
          data-testid="mass-times-dialog"
          className="fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[calc(100%-2rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-5 text-stone-900 shadow-2xl sm:p-6"
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-bold text-blue-950">{t("chrome.massTimes.title")}</Dialog.Title>
            <Dialog.Close
              aria-label={t("chrome.massTimes.close")}
              className="-m-2 inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-md hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-blue-800"
            >
              <CloseIcon className="h-6 w-6" />
            </Dialog.Close>
          </div>
          <Tabs.Root defaultValue="schedule">
            <Tabs.List aria-label={t("chrome.massTimes.tabs")} className="mb-5 flex gap-1 rounded-lg bg-stone-100 p-1">
              <Tabs.Trigger value="schedule" className={tabClass}>
                {t("chrome.massTimes.schedule")}
              </Tabs.Trigger>
              <Tabs.Trigger value="directions" className={tabClass}>
                {t("chrome.massTimes.directions")}
              </Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="schedule" className="focus-visible:outline-2 focus-visible:outline-blue-800">
              <ScheduleView headingLevel={3} />
              {/* Closing as it navigates: the dialog would otherwise stay open over the form. */}
              <Dialog.Close asChild>
                <MassIntentionLink className="mt-4" />
              </Dialog.Close>
            </Tabs.Content>
            <Tabs.Content value="directions" className="focus-visible:outline-2 focus-visible:outline-blue-800">
              <Directions />
            </Tabs.Content>
          </Tabs.Root>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
