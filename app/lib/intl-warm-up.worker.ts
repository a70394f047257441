/// <reference lib="webworker" />
// The first Intl formatter a page builds makes the browser load ICU's locale and time-zone data, a long task on the
// page's thread; building one here, on a thread of its own, loads that shared data before the page needs it.
new Intl.DateTimeFormat("vi-VN", { timeZone: "UTC", dateStyle: "full", timeStyle: "short" }).format(0);
new Intl.NumberFormat("vi-VN").format(0);
self.close();
