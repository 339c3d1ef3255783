import './style.css';
import { start } from './app';

void start(document.getElementById('app')!, window.location, (input, init) => window.fetch(input, init));
