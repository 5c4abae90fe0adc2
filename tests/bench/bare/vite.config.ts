import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** The bare page's build: Vite's React template, nothing of the app's. */
export default defineConfig({ plugins: [react()], build: { target: 'es2022' } });
