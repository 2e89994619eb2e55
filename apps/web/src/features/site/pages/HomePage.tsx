import { HomeFeatures } from '../components/HomeFeatures.tsx';
import { HomeIntro } from '../components/HomeIntro.tsx';

export function HomePage() {
  return (
    <>
      <HomeIntro />
      <HomeFeatures />
    </>
  );
}
