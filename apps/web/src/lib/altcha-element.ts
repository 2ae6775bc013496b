// altcha's build that injects no <style> element and inlines no worker: its stylesheet and its
// proof-of-work worker are files served from this site, so the page policy needs no inline style.
import 'altcha/external';
import 'altcha/altcha.css';
import ShaWorker from 'altcha/workers/sha?worker';

// The one algorithm our challenges use (bot-check.service.ts); the external build registers none.
$altcha.algorithms.set('SHA-256', () => new ShaWorker());
