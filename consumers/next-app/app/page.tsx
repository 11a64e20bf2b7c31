// #region page
import { toolkitCategoriesQueryOptions, toolkitsInfiniteQueryOptions } from '@patchbay/react/queries';
import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query';
import { cookies } from 'next/headers';
import { patchbay } from '../lib/patchbay';
import { readUser } from '../lib/session';
import { Integrations } from './Integrations';

export default async function Page() {
  const userId = readUser((await cookies()).toString()); // your own session check
  if (!userId) return <SignInForm />;

  // What the toolkit picker shows first (its default query: 100 toolkits), fetched here and rendered into the HTML.
  const queryClient = new QueryClient();
  await Promise.all([
    queryClient.prefetchInfiniteQuery(toolkitsInfiniteQueryOptions(patchbay, { limit: 100 })),
    queryClient.prefetchQuery(toolkitCategoriesQueryOptions(patchbay)),
  ]);
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <Integrations userId={userId} callbackUrl={`${process.env.APP_ORIGIN}/connect/callback`} />
    </HydrationBoundary>
  );
}
// #endregion page

/** This example's sign-in: a form that sets a cookie naming the user. */
function SignInForm() {
  return (
    <form method="post" action="/auth/sign-in">
      <label>
        User name <input name="userId" required />
      </label>
      <button type="submit">Sign in</button>
    </form>
  );
}
