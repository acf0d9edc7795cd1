//===- tile-run.cpp - Execute a Tile IR kernel on the CPU -----------------===//
//
//   tile-run KERNEL.{mlir,tileirbc} [--entry NAME] --grid X[,Y[,Z]]
//            --arg VALUE ... [--out IDX=@file.npy] [--threads N]
//            [--device=cpu|gpu|gpu-sim] [--bench N [--warmup W]]
//
// --bench N times N launches after W untimed ones (default 3) and prints
// `bench: kernel=... device="..." ... median_ms=... min_ms=... max_ms=...
// p10_ms=... p90_ms=...`: CUDA events on the GPU, the host clock on the CPU
// executor and the simulator (`clock=host`).
//
// --device=gpu compiles the kernel for the GPU found through the CUDA driver
// (loaded at run time) and runs it there with the same arguments;
// --device=gpu-sim runs the GPU pipeline's code on the host.
//
// Kernel parameters are matched by position: each `--arg` takes the next
// parameter not named elsewhere, or names it explicitly as `--arg IDX=VALUE`,
// `--arg argIDX=VALUE` or, for text kernels, by the parameter's name
// (`%x` is `--arg x=VALUE`). `--out` names parameters the same ways.
// VALUE is a scalar (typed by the parameter's tile type), `@file.npy` (a
// buffer whose base address a pointer parameter receives) or
// `zeros:DTYPE:DxDxD` (a zero-filled buffer). `--out PARAM=@file.npy` writes
// that parameter's buffer after the run.
//
// A list of arrays (cuTile's calling convention for a Python list of
// arrays) is `list:ARRAY,ARRAY,...`, each ARRAY an `@file.npy` or `zeros:`
// buffer of the same rank R: the pointer parameter receives a table of
// L x (1 + 2R) 64-bit words, one row [address, shape..., strides...] per
// array (row-major strides in elements); the list's length is the next
// parameter, passed as usual. `--out PARAM.K=@file.npy` writes array K.
//
//===----------------------------------------------------------------------===//

#include "tileir/Tools/TileRun/TileRunMain.h"

#include "llvm/Support/InitLLVM.h"

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  return mlir::tileir::tileRunMain(argc, argv);
}
