// @ts-check
/**
 * Emits the policy PDFs of build-policies.mjs as `policies/*.pdf`, so production builds and the dev
 * server both serve them, and output.clean never removes them.
 */
class PolicyPdfsPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    /** @type {Promise<{ fileName: string, bytes: Uint8Array }[]> | undefined} */
    let built;
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PolicyPdfsPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'PolicyPdfsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          built ??= import('./build-policies.mjs').then((script) => script.buildPolicyPdfs());
          for (const { fileName, bytes } of await built) {
            compilation.emitAsset(`policies/${fileName}`, new sources.RawSource(Buffer.from(bytes)));
          }
        },
      );
    });
  }
}

module.exports = { PolicyPdfsPlugin };
