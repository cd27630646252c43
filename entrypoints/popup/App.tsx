export function App() { return <main>StackLens</main>; }
