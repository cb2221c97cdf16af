import { useEffect } from "react";
import { useToast } from "./toast/toast.tsx";

export const OFFLINE_MESSAGE =
  "You are offline. You can keep reading; an RSVP or photos you send now are kept on this device and sent when you are back online.";
export const ONLINE_MESSAGE = "You are back online.";

/** Guests read this on mobile data: tell them when the connection drops and when it returns. */
export function ConnectionNotices() {
  const toast = useToast();
  useEffect(() => {
    // One message on the connection: back online replaces offline.
    const offline = () => toast.show("warning", OFFLINE_MESSAGE, { topic: "connection" });
    const online = () => toast.show("info", ONLINE_MESSAGE, { topic: "connection" });
    window.addEventListener("offline", offline);
    window.addEventListener("online", online);
    return () => {
      window.removeEventListener("offline", offline);
      window.removeEventListener("online", online);
    };
  }, [toast]);
  return null;
}
