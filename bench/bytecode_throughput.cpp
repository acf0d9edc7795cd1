//===- bytecode_throughput.cpp - Bytecode read/write throughput -----------===//
//
// Measures how fast Tile IR bytecode is read and written, with text parsing
// and printing of the same module for comparison. The module is generated
// in memory (no corpus file is large enough to time reliably): N entry
// kernels shaped like cuTile's elementwise/reduction kernels, mixing core,
// integer, float, memory, view and control-flow ops, with a file:line:col
// location on every op so the debug section is exercised as in real files.
//
// Usage: tileir-bench-bytecode [--kernels=N] [benchmark flags]
//
//===----------------------------------------------------------------------===//

#include "tileir/Bytecode/BytecodeReader.h"
#include "tileir/Bytecode/BytecodeWriter.h"
#include "tileir/Dialect/CudaTile/IR/CudaTile.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/raw_ostream.h"

#include <benchmark/benchmark.h>

#include <cstdlib>
#include <memory>
#include <string>
#include <vector>

using namespace mlir;
using namespace mlir::cuda_tile;

namespace {

/// Builds kernels op by op, giving each op the next source line.
class KernelBuilder {
public:
  explicit KernelBuilder(MLIRContext *ctx)
      : ctx(ctx), builder(ctx), i1(builder.getI1Type()),
        i32(builder.getI32Type()), i64(builder.getI64Type()),
        f32(builder.getF32Type()) {}

  OwningOpRef<cuda_tile::ModuleOp> buildModule(unsigned numKernels) {
    OwningOpRef<cuda_tile::ModuleOp> module =
        cuda_tile::ModuleOp::create(builder, loc(), "kernels");
    for (unsigned k = 0; k < numKernels; ++k) {
      builder.setInsertionPointToEnd(module->getBodyBlock());
      buildKernel(k);
    }
    return module;
  }

private:
  Location loc() {
    return FileLineColLoc::get(ctx, "bench_kernels.py", ++line, 5);
  }
  TileType tile(llvm::ArrayRef<int64_t> shape, Type element) {
    return TileType::get(ctx, shape, element);
  }
  Value constant(TileType type, Attribute value) {
    return ConstantOp::create(builder, loc(), type,
                              llvm::cast<DenseIntOrFPElementsAttr>(
                                  DenseElementsAttr::get(type, value)));
  }
  /// Scalar -> tile<1x...> -> tile<128x...>, as cuTile broadcasts.
  Value splat(Value scalar) {
    Type element = llvm::cast<TileType>(scalar.getType()).getElementType();
    Value one = ReshapeOp::create(builder, loc(), tile({1}, element), scalar);
    return BroadcastOp::create(builder, loc(), tile({kWidth}, element), one);
  }

  /// out[i] = f(a[i], b[i]) for the block's 128 elements, plus a reduction
  /// and a small loop; constants vary with `k` so the constant pool and
  /// string table grow with the module as they would for distinct kernels.
  void buildKernel(unsigned k) {
    Type ptr = tile({}, PointerType::get(ctx, f32));
    Type scalarI32 = tile({}, i32);
    auto fnType = builder.getFunctionType({ptr, ptr, ptr, scalarI32}, {});
    auto entry =
        EntryOp::create(builder, loc(), "kernel_" + std::to_string(k), fnType);
    Block *body = &entry.getBody().front();
    builder.setInsertionPointToStart(body);
    Value a = body->getArgument(0), b = body->getArgument(1),
          c = body->getArgument(2), n = body->getArgument(3);

    Value token = MakeTokenOp::create(builder, loc());
    auto divBy = DivByAttr::get(ctx, 16, std::nullopt, std::nullopt);
    a = AssumeOp::create(builder, loc(), a, divBy);
    b = AssumeOp::create(builder, loc(), b, divBy);
    c = AssumeOp::create(builder, loc(), c, divBy);
    n = AssumeOp::create(builder, loc(), n,
                         BoundedAttr::get(ctx, 0, std::nullopt));

    // Element indices of this block and the bounds mask.
    auto blockId = GetTileBlockIdOp::create(builder, loc());
    Value width = constant(tile({}, i32), builder.getI32IntegerAttr(kWidth));
    Value start = MulIOp::create(builder, loc(), blockId.getResult(0), width);
    Value start64 = ExtIOp::create(builder, loc(), tile({}, i64), start,
                                   Signedness::Signed);
    Value iota = IotaOp::create(builder, loc(), tile({kWidth}, i64));
    Value index = AddIOp::create(builder, loc(), iota, splat(start64));
    Value n64 =
        ExtIOp::create(builder, loc(), tile({}, i64), n, Signedness::Signed);
    Value mask = CmpIOp::create(builder, loc(), tile({kWidth}, i1),
                                ComparisonPredicate::LessThan, index,
                                splat(n64), Signedness::Signed);

    // Pointer-based loads of a and b.
    auto pointers = [&](Value base) {
      return OffsetOp::create(builder, loc(), splat(base), index);
    };
    TileType vec = tile({kWidth}, f32);
    auto load = [&](Value base) {
      return LoadPtrTkoOp::create(
          builder, loc(), vec, TokenType::get(ctx), MemoryOrdering::Weak,
          /*memory_scope=*/{}, pointers(base), mask, /*paddingValue=*/{}, token,
          /*optimization_hints=*/{});
    };
    auto loadA = load(a), loadB = load(b);
    Value x = loadA.getResult(), y = loadB.getResult();

    // Float arithmetic.
    Value zero = constant(vec, builder.getF32FloatAttr(0.0f));
    Value scale = constant(vec, builder.getF32FloatAttr(0.5f + k));
    Value sum = AddFOp::create(builder, loc(), x, y);
    Value prod = MulFOp::create(builder, loc(), sum, scale);
    Value diff = SubFOp::create(builder, loc(), prod, y);
    Value exp = ExpOp::create(builder, loc(), diff);
    Value quot = DivFOp::create(builder, loc(), exp, sum);
    Value relu = MaxFOp::create(builder, loc(), quot, zero);
    Value masked = SelectOp::create(builder, loc(), mask, relu, zero);

    // A reduction (region with block arguments and a yield).
    auto reduce = ReduceOp::create(
        builder, loc(), TypeRange{tile({}, f32)}, ValueRange{masked},
        /*dim=*/0, builder.getArrayAttr({builder.getF32FloatAttr(0.0f)}));
    {
      OpBuilder::InsertionGuard guard(builder);
      Block *combiner = builder.createBlock(&reduce->getRegion(0));
      Value lhs = combiner->addArgument(tile({}, f32), loc());
      Value rhs = combiner->addArgument(tile({}, f32), loc());
      YieldOp::create(builder, loc(),
                      ValueRange{AddFOp::create(builder, loc(), lhs, rhs)});
    }
    Value total = splat(reduce->getResult(0));

    // A counted loop carrying the accumulator.
    Value lb = constant(tile({}, i32), builder.getI32IntegerAttr(0));
    Value ub = constant(tile({}, i32), builder.getI32IntegerAttr(1 + k % 8));
    Value step = constant(tile({}, i32), builder.getI32IntegerAttr(1));
    auto loop = ForOp::create(builder, loc(), lb, ub, step, ValueRange{masked});
    {
      OpBuilder::InsertionGuard guard(builder);
      builder.setInsertionPointToEnd(loop.getBody());
      Value acc = loop.getBody()->getArgument(1);
      Value next = AddFOp::create(builder, loc(), acc, total);
      ContinueOp::create(builder, loc(), ValueRange{next});
    }
    Value result = loop->getResult(0);

    // Store through a tensor/partition view, the other memory family.
    auto viewType = TensorViewType::get(ctx, f32, {ShapedType::kDynamic}, {1});
    Value view = MakeTensorViewOp::create(builder, loc(), viewType, c,
                                          ValueRange{n}, ValueRange{});
    auto partitionType =
        PartitionViewType::get(ctx, {kWidth}, viewType, {0}, {});
    Value partition =
        MakePartitionViewOp::create(builder, loc(), partitionType, view);
    Value joined = JoinTokensOp::create(
        builder, loc(), TokenType::get(ctx),
        ValueRange{loadA.getResultToken(), loadB.getResultToken()});
    StoreViewTkoOp::create(builder, loc(), TokenType::get(ctx),
                           MemoryOrdering::Weak, /*memory_scope=*/{}, result,
                           partition, ValueRange{blockId.getResult(0)}, joined,
                           /*optimization_hints=*/{}, /*inbounds=*/{});
    ReturnOp::create(builder, loc());
  }

  static constexpr int64_t kWidth = 128;
  MLIRContext *ctx;
  OpBuilder builder;
  unsigned line = 0;
  Type i1, i32, i64, f32;
};

/// Everything the benchmarks share, built once.
struct Fixture {
  MLIRContext context{MLIRContext::Threading::DISABLED};
  OwningOpRef<cuda_tile::ModuleOp> module;
  std::string bytecode;
  std::string text;
  int64_t numOps = 0;
};

unsigned numKernels = 2000;

Fixture &getFixture() {
  static Fixture *fixture = [] {
    auto *f = new Fixture;
    f->context.loadDialect<CudaTileDialect>();
    f->module = KernelBuilder(&f->context).buildModule(numKernels);
    if (failed(verify(*f->module))) {
      llvm::errs() << "generated module does not verify\n";
      std::exit(1);
    }
    f->module->walk([&](Operation *) { ++f->numOps; });
    llvm::raw_string_ostream bytecodeStream(f->bytecode);
    if (failed(tileir::writeTileIRBytecode(*f->module, bytecodeStream))) {
      llvm::errs() << "writing the generated module failed\n";
      std::exit(1);
    }
    // The read benchmark is only meaningful if it rebuilds the whole module.
    auto decoded = tileir::readTileIRBytecode(
        llvm::MemoryBufferRef(f->bytecode, "bench.tileirbc"), &f->context);
    int64_t decodedOps = 0;
    if (succeeded(decoded))
      (*decoded)->walk([&](Operation *) { ++decodedOps; });
    if (decodedOps != f->numOps) {
      llvm::errs() << "reading the bytecode back gave " << decodedOps
                   << " ops, expected " << f->numOps << "\n";
      std::exit(1);
    }
    llvm::raw_string_ostream textStream(f->text);
    f->module->print(textStream);
    llvm::errs() << "module: " << numKernels << " kernels, " << f->numOps
                 << " ops; bytecode " << f->bytecode.size() << " bytes, text "
                 << f->text.size() << " bytes\n";
    return f;
  }();
  return *fixture;
}

/// Throughput in the format's own bytes, plus ops/s so that text and
/// bytecode compare on the same work.
void setCounters(benchmark::State &state, size_t bytes) {
  Fixture &f = getFixture();
  state.SetBytesProcessed(int64_t(state.iterations()) * int64_t(bytes));
  state.counters["ops/s"] = benchmark::Counter(
      double(f.numOps), benchmark::Counter::kIsIterationInvariantRate);
  state.counters["bytes"] = double(bytes);
}

void BM_ReadBytecode(benchmark::State &state) {
  Fixture &f = getFixture();
  llvm::MemoryBufferRef buffer(f.bytecode, "bench.tileirbc");
  for (auto _ : state) {
    auto module = tileir::readTileIRBytecode(buffer, &f.context);
    if (failed(module)) {
      state.SkipWithError("reading the bytecode failed");
      return;
    }
    benchmark::DoNotOptimize(module->get());
    // Tearing the module down is not part of reading; at ~100 ms per
    // iteration the pause itself is noise.
    state.PauseTiming();
    *module = nullptr;
    state.ResumeTiming();
  }
  setCounters(state, f.bytecode.size());
}

void BM_WriteBytecode(benchmark::State &state) {
  Fixture &f = getFixture();
  std::string out;
  out.reserve(f.bytecode.size());
  for (auto _ : state) {
    out.clear();
    llvm::raw_string_ostream os(out);
    if (failed(tileir::writeTileIRBytecode(*f.module, os))) {
      state.SkipWithError("writing the bytecode failed");
      return;
    }
    benchmark::DoNotOptimize(out.data());
  }
  setCounters(state, f.bytecode.size());
}

void BM_ParseText(benchmark::State &state) {
  Fixture &f = getFixture();
  // Parsing verifies, as reading bytecode does, so the two compare.
  ParserConfig config(&f.context, /*verifyAfterParse=*/true);
  for (auto _ : state) {
    // A block rather than parseSourceString<cuda_tile::ModuleOp>: the top
    // level op is the cuda_tile.module itself (as with --no-implicit-module)
    // and it has no builder without a name for the implicit-module path.
    auto block = std::make_unique<Block>();
    if (failed(parseSourceString(f.text, block.get(), config))) {
      state.SkipWithError("parsing the text failed");
      return;
    }
    benchmark::DoNotOptimize(&block->front());
    // As for bytecode, destroying the parsed module is not timed.
    state.PauseTiming();
    block.reset();
    state.ResumeTiming();
  }
  setCounters(state, f.text.size());
}

void BM_PrintText(benchmark::State &state) {
  Fixture &f = getFixture();
  std::string out;
  out.reserve(f.text.size());
  for (auto _ : state) {
    out.clear();
    llvm::raw_string_ostream os(out);
    f.module->print(os);
    benchmark::DoNotOptimize(out.data());
  }
  setCounters(state, f.text.size());
}

} // namespace

BENCHMARK(BM_ReadBytecode)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_WriteBytecode)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_ParseText)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_PrintText)->Unit(benchmark::kMillisecond);

int main(int argc, char **argv) {
  // Our one flag is taken out before Google Benchmark sees the rest.
  std::vector<char *> args;
  for (int i = 0; i < argc; ++i) {
    llvm::StringRef arg(argv[i]);
    if (arg.consume_front("--kernels=")) {
      if (arg.getAsInteger(10, numKernels) || numKernels == 0) {
        llvm::errs() << "--kernels needs a positive integer\n";
        return 1;
      }
      continue;
    }
    args.push_back(argv[i]);
  }
  int count = int(args.size());
  benchmark::Initialize(&count, args.data());
  if (benchmark::ReportUnrecognizedArguments(count, args.data()))
    return 1;
  // Build (and report the sizes of) the module before any timing starts.
  getFixture();
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
