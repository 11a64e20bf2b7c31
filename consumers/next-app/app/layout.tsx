import type { ReactNode } from 'react';
import '@patchbay/ui/styles.css';
import { Providers } from './providers';

export const metadata = { title: 'Integrations' };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <Providers>{children}</Providers>
      </body>
    </html>
  );
}
