import { Box } from '@mantine/core';
import { PublicHeader } from '../../shared/ui/public-header';
import { SignInButton } from './components/sign-in-button';
import { Hero } from './components/hero';
import { HowItWorks } from './components/how-it-works';
import { WhyUs } from './components/why-us';
import { Fleet } from './components/fleet';
import { PayAsYouGo } from './components/pay-as-you-go';
import { Doors } from './components/doors';
import { Faq } from './components/faq';
import { LandingFooter } from './components/landing-footer';

/** 000 §2 and UX.md: the landing page, the light entry of the portal for visitors. */
export function LandingPage() {
  return (
    <>
      <PublicHeader>
        <SignInButton />
      </PublicHeader>
      <Box component="main">
        <Hero />
        <HowItWorks />
        <WhyUs />
        <Fleet />
        <PayAsYouGo />
        <Doors />
        <Faq />
      </Box>
      <LandingFooter />
    </>
  );
}
