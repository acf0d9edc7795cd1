//===- MiscOps.cpp - constant, block ids, tokens, assume, print, assert ---===//

#include "Executor.h"

#include "llvm/Support/Format.h"

using namespace mlir;
using namespace mlir::tileir;
using namespace mlir::tileir::runtime;
namespace ct = mlir::cuda_tile;

static LogicalResult execConstant(BlockExecutor &ex, ct::ConstantOp op) {
  TileValue r = makeTileLike(op.getResult().getType());
  auto dense = cast<DenseElementsAttr>(op.getValue());
  ElemKind kind = r.getKind();
  auto fill = [&](auto range) {
    if (dense.isSplat()) {
      uint64_t bits = getAttrBits(dense.getSplatValue<Attribute>(), kind);
      for (int64_t i = 0; i < r.getNumElements(); ++i)
        r.setBits(i, bits);
      return;
    }
    int64_t i = 0;
    for (auto value : range) {
      uint64_t bits = value.bitcastToAPInt().getZExtValue();
      r.setBits(i++, kind == ElemKind::TF32 ? bits << 13 : bits);
    }
  };
  if (isFloatKind(kind)) {
    fill(dense.getValues<llvm::APFloat>());
  } else if (dense.isSplat()) {
    uint64_t bits = dense.getSplatValue<llvm::APInt>().getZExtValue();
    for (int64_t i = 0; i < r.getNumElements(); ++i)
      r.setBits(i, bits);
  } else {
    int64_t i = 0;
    for (const llvm::APInt &value : dense.getValues<llvm::APInt>())
      r.setBits(i++, value.getZExtValue());
  }
  ex.setTile(op.getResult(), std::move(r));
  return success();
}

static void setI32(BlockExecutor &ex, Value v, int32_t x) {
  TileValue t(ElemKind::I32, {});
  t.setInt(0, x);
  ex.setTile(v, std::move(t));
}

static LogicalResult execBlockId(BlockExecutor &ex, ct::GetTileBlockIdOp op) {
  for (unsigned d = 0; d < 3; ++d)
    setI32(ex, op->getResult(d), ex.blockId[d]);
  return success();
}

static LogicalResult execNumBlocks(BlockExecutor &ex,
                                   ct::GetNumTileBlocksOp op) {
  for (unsigned d = 0; d < 3; ++d)
    setI32(ex, op->getResult(d), ex.state.grid[d]);
  return success();
}

static LogicalResult execMakeToken(BlockExecutor &ex, ct::MakeTokenOp op) {
  // Program order within a tile block is a valid token order, so tokens
  // carry nothing.
  ex.set(op.getResult(), RtValue::token());
  return success();
}
static LogicalResult execJoinTokens(BlockExecutor &ex, ct::JoinTokensOp op) {
  ex.set(op.getResult(), RtValue::token());
  return success();
}

/// gdc_wait_tko, gdc_launch_dependents_tko, memory_fence_alias_tko: the
/// interpreter runs one grid at a time and has one address per location,
/// so programmatic dependent launch and alias proxies order nothing
/// beyond program order; the ops only hand on a token.
template <typename OpT>
static LogicalResult execTokenFence(BlockExecutor &ex, OpT op) {
  ex.set(op.getResultToken(), RtValue::token());
  return success();
}

static LogicalResult execAssume(BlockExecutor &ex, ct::AssumeOp op) {
  ex.set(op.getResult(), ex.get(op.getValue()));
  return success();
}

static LogicalResult execIota(BlockExecutor &ex, ct::IotaOp op) {
  TileValue r = makeTileLike(op.getResult().getType());
  for (int64_t i = 0; i < r.getNumElements(); ++i)
    r.setInt(i, i);
  ex.setTile(op.getResult(), std::move(r));
  return success();
}

static LogicalResult execGetGlobal(BlockExecutor &ex, ct::GetGlobalOp op) {
  auto it = ex.state.globals.find(op.getName());
  if (it == ex.state.globals.end())
    return ex.fail(op, "refers to an unknown global");
  TileValue r(ElemKind::Ptr, {});
  r.setBits(0, it->second);
  ex.setTile(op.getResult(), std::move(r));
  return success();
}

/// Formats one element for a printf-style conversion `spec` (e.g. "%f").
/// The element's own width decides the argument passed, so a length
/// modifier in `spec` (`%lld`, `%hd`, `%lf`) is replaced, not added to.
static void printElement(llvm::raw_ostream &os, StringRef spec,
                         const TileValue &t, int64_t i) {
  std::string fmt = spec.str();
  char conv = fmt.back();
  fmt.pop_back();
  while (!fmt.empty() && strchr("hljztLq", fmt.back()))
    fmt.pop_back();
  if (isFloatKind(t.getKind())) {
    fmt = strchr("eEfFgGaA", conv) ? fmt + conv : "%f";
    os << llvm::format(fmt.c_str(), t.getFloat(i));
    return;
  }
  bool isSigned = conv != 'u' && conv != 'x' && conv != 'X' && conv != 'o';
  fmt += "ll";
  fmt += strchr("diuxXo", conv) ? conv : 'd';
  os << llvm::format(fmt.c_str(), (long long)t.getInt(i, isSigned));
}

static void printTile(llvm::raw_ostream &os, StringRef spec,
                      const TileValue &t) {
  if (t.getRank() == 0) {
    printElement(os, spec, t, 0);
    return;
  }
  // Tiles print as nested brackets, row-major: a dimension's bracket opens
  // and closes at multiples of its span.
  llvm::SmallVector<int64_t, 4> spans = t.getStrides();
  for (size_t d = 0; d < spans.size(); ++d)
    spans[d] *= t.getShape()[d];
  for (int64_t i = 0; i < t.getNumElements(); ++i) {
    for (int64_t span : spans)
      if (i % span == 0)
        os << "[";
    printElement(os, spec, t, i);
    for (int64_t span : llvm::reverse(spans))
      if ((i + 1) % span == 0)
        os << "]";
    if (i + 1 < t.getNumElements())
      os << ", ";
  }
}

std::string runtime::formatPrint(StringRef format,
                                 llvm::ArrayRef<const TileValue *> args) {
  std::string text;
  llvm::raw_string_ostream os(text);
  unsigned next = 0;
  for (size_t i = 0; i < format.size(); ++i) {
    if (format[i] != '%') {
      os << format[i];
      continue;
    }
    if (i + 1 < format.size() && format[i + 1] == '%') {
      os << '%';
      ++i;
      continue;
    }
    size_t end = format.find_first_of("diuxXoeEfFgGaAcsp", i + 1);
    if (end == StringRef::npos)
      end = format.size() - 1;
    if (next < args.size())
      printTile(os, format.slice(i, end + 1), *args[next++]);
    i = end;
  }
  return text;
}

static LogicalResult doPrint(BlockExecutor &ex, StringRef format,
                             OperandRange args) {
  llvm::SmallVector<const TileValue *> tiles;
  for (Value arg : args)
    tiles.push_back(&ex.tile(arg));
  std::string text = formatPrint(format, tiles);
  std::lock_guard lock(ex.state.outMutex);
  ex.state.out << text;
  ex.state.out.flush();
  return success();
}

static LogicalResult execPrint(BlockExecutor &ex, ct::PrintOp op) {
  return doPrint(ex, op.getStr(), op.getArgs());
}
static LogicalResult execPrintTko(BlockExecutor &ex, ct::PrintTkoOp op) {
  ex.set(op.getResultToken(), RtValue::token());
  return doPrint(ex, op.getStr(), op.getArgs());
}

static LogicalResult execAssert(BlockExecutor &ex, ct::AssertOp op) {
  const TileValue &c = ex.tile(op.getCondition());
  for (int64_t i = 0; i < c.getNumElements(); ++i)
    if (!c.getData()[i])
      return ex.fail(op, "failed: " + op.getMessage() + " (element " +
                             std::to_string(i) + ")");
  return success();
}

/// 13.5's preview call runs a SIMT library function, whose code the
/// executor does not have.
static LogicalResult execPreviewCall(BlockExecutor &ex, ct::PreviewCallOp op) {
  return ex.fail(op, "calls a SIMT library function (preview, "
                     "--preview=simt), which the CPU executor cannot run");
}

void runtime::registerMiscOps(HandlerTable &t) {
  addHandler<ct::PreviewCallOp, execPreviewCall>(t);
  addHandler<ct::ConstantOp, execConstant>(t);
  addHandler<ct::GetTileBlockIdOp, execBlockId>(t);
  addHandler<ct::GetNumTileBlocksOp, execNumBlocks>(t);
  addHandler<ct::MakeTokenOp, execMakeToken>(t);
  addHandler<ct::JoinTokensOp, execJoinTokens>(t);
  addHandler<ct::GdcWaitTkoOp, execTokenFence<ct::GdcWaitTkoOp>>(t);
  addHandler<ct::GdcLaunchDependentsTkoOp,
             execTokenFence<ct::GdcLaunchDependentsTkoOp>>(t);
  addHandler<ct::MemoryFenceAliasTkoOp,
             execTokenFence<ct::MemoryFenceAliasTkoOp>>(t);
  addHandler<ct::AssumeOp, execAssume>(t);
  addHandler<ct::IotaOp, execIota>(t);
  addHandler<ct::GetGlobalOp, execGetGlobal>(t);
  addHandler<ct::PrintOp, execPrint>(t);
  addHandler<ct::PrintTkoOp, execPrintTko>(t);
  addHandler<ct::AssertOp, execAssert>(t);
}
