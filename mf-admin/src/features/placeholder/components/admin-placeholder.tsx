import styled from 'styled-components';

const Page = styled.main`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: 2rem 1rem;
  font-family: system-ui, sans-serif;
  background: #f7f7f8;
  color: #1f2933;
`;

export function AdminPlaceholder() {
  return (
    <Page>
      <div>
        <h1>Wedding Admin Dashboard</h1>
        <p>The back office is being prepared.</p>
      </div>
    </Page>
  );
}
