import { launch } from 'chrome-launcher';
import puppeteer from 'puppeteer-core';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// Without the background-networking flags Chromium keeps dialling Google's hosts, which this
// closed network refuses, and the noise lands in the measured load.
const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * A fresh Chromium (its own empty profile) with a puppeteer-core page attached, so the guest
 * can check in on the very tab Lighthouse then measures.
 */
export async function openChromium() {
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: FLAGS,
    logLevel: 'silent',
  });
  try {
    const browser = await puppeteer.connect({
      browserURL: `http://127.0.0.1:${chrome.port}`,
      // Lighthouse sets the phone's screen itself; puppeteer's default 800x600 would fight it.
      defaultViewport: null,
    });
    const [page = await browser.newPage()] = await browser.pages();
    const close = async () => {
      await browser.disconnect();
      chrome.kill();
    };
    return { page, close };
  } catch (error) {
    chrome.kill();
    throw error;
  }
}
