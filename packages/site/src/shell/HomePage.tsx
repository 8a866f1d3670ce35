import { usePlatform } from '../app/platform.context';

/** The home page (/ and /index). */
export function HomePage() {
  const { options } = usePlatform();
  return (
    <section aria-labelledby="home-title">
      <h1 id="home-title">{options.merchant.displayName}</h1>
    </section>
  );
}
