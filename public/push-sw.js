/*
 * Service worker for dashboard browser notifications. The platform pushes one JSON message per
 * event ({ type, description, url, ... }); generic { title, body, link } messages work too.
 */
self.addEventListener("push", (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { body: event.data ? event.data.text() : "" };
  }
  const title = message.title || message.type || "Documentation event";
  const options = {
    body: message.body || message.description || "",
    data: { url: message.link || message.url || "/dashboard" },
    tag: message.event_id || undefined,
  };
  event.waitUntil(self.registration.showNotification(title, options));
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url || "/dashboard", self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url === target);
      return open ? open.focus() : self.clients.openWindow(target);
    }),
  );
});
