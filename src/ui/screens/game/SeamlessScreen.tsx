import GameScreen from './GameScreen';

/** /seamless: the same sandboxed game frame, with the header navigation hidden (paths.seamless). */
export default function SeamlessScreen() {
  return <GameScreen />;
}
