import { weddingFacts } from '@wedding/shared-contracts';
import styled from 'styled-components';

const Hero = styled.main`
  min-height: 100vh;
  display: grid;
  place-items: center;
  text-align: center;
  padding: 2rem 1rem;
  background: linear-gradient(180deg, #f6efe6 0%, #e9f2f4 100%);
  color: #2f3a40;
  font-family: Georgia, 'Times New Roman', serif;
`;

const Names = styled.h1`
  font-size: clamp(2.5rem, 9vw, 5rem);
  font-weight: 400;
  margin: 0 0 0.5rem;
  letter-spacing: 0.02em;
`;

const Line = styled.p`
  font-size: clamp(1.1rem, 4vw, 1.5rem);
  margin: 0.25rem 0;
`;

export function LandingPage() {
  const { bride, groom } = weddingFacts.couple;
  const { city, country } = weddingFacts.venue;
  return (
    <Hero id="hero">
      <div>
        <Names>
          {bride.givenName} &amp; {groom.givenName}
        </Names>
        <Line>15 de Noviembre, 2025</Line>
        <Line>
          {city}, {country}
        </Line>
      </div>
    </Hero>
  );
}
