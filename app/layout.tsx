import type { Metadata } from "next";
import { connection } from "next/server";
import type { ReactNode } from "react";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "svc", template: "%s · svc" },
  description:
    "AI voice agents that call your customers: an API for integrations and a click-to-call button for websites.",
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  // Every page renders per request: a page prerendered at build time would have scripts without
  // the request's CSP nonce, and the browser would refuse to run them.
  await connection();
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
