import { recordBuild } from './lib/buildState.mjs';

recordBuild();
