// Posts one inference job through a running node and prints the verified result.
//   TENSORA_API=http://127.0.0.1:5190 TENSORA_KEY=0x… node examples/post-job.mjs model.onnx input.safetensors
import { readFileSync } from "node:fs";
import { Client, accountFromPrivateKey } from "@tensora/sdk";

const [model, input] = process.argv.slice(2).map((file) => readFileSync(file));
const client = new Client(process.env.TENSORA_API ?? "http://127.0.0.1:5190", {
  account: accountFromPrivateKey(process.env.TENSORA_KEY), // the node's wallet, or a key in its api_allow
});
const { job, output } = await client.run({
  model, input, maxFee: "5", spec: "1cpu", engine: "onnx",
  onStep: (s) => console.log(s.state.padEnd(9), s.detail ?? ""),
});
console.log(`job ${job.id} verified on ${job.winner}: ${output.length} output bytes, result ${job.result_hash}`);
