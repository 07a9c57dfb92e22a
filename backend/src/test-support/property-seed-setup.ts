import { usePropertySeed } from './property-seed';

usePropertySeed();
