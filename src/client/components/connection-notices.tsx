import { useEffect } from "react";
import { useWords } from "../lib/words.tsx";
import { useToast } from "./toast/toast.tsx";

/** Guests read this on mobile data: tell them when the connection drops and when it returns. */
export function ConnectionNotices() {
  const toast = useToast();
  const words = useWords().words.connection;
  useEffect(() => {
    // One message on the connection: back online replaces offline.
    const offline = () => toast.show("warning", words.offline, { topic: "connection" });
    const online = () => toast.show("info", words.online, { topic: "connection" });
    window.addEventListener("offline", offline);
    window.addEventListener("online", online);
    return () => {
      window.removeEventListener("offline", offline);
      window.removeEventListener("online", online);
    };
  }, [toast, words]);
  return null;
}
