import { HomeCallToAction } from '../components/HomeCallToAction.tsx';
import { HomeFeatures } from '../components/HomeFeatures.tsx';
import { HomeIntro } from '../components/HomeIntro.tsx';
import { HomeSteps } from '../components/HomeSteps.tsx';

export function HomePage() {
  return (
    <>
      <HomeIntro />
      <HomeFeatures />
      <HomeSteps />
      <HomeCallToAction />
    </>
  );
}
