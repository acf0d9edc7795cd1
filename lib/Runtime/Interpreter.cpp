//===- Interpreter.cpp - Walk an entry's region executing ops -------------===//

#include "Executor.h"

#include "mlir/IR/Location.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace mlir::tileir;
using namespace mlir::tileir::runtime;

std::string runtime::formatLocation(Location loc) {
  if (auto fileLoc = loc->findInstanceOf<FileLineColLoc>())
    return (fileLoc.getFilename().str() + ":" +
            std::to_string(fileLoc.getLine()) + ":" +
            std::to_string(fileLoc.getColumn()));
  std::string text;
  llvm::raw_string_ostream os(text);
  os << loc;
  return text;
}

std::string runtime::formatOpError(llvm::StringRef where,
                                   llvm::StringRef opName,
                                   const llvm::Twine &message,
                                   std::array<int32_t, 3> blockId) {
  return where.str() + ": error: '" + opName.str() + "' " + message.str() +
         " (tile block (" + std::to_string(blockId[0]) + ", " +
         std::to_string(blockId[1]) + ", " + std::to_string(blockId[2]) + "))";
}

LogicalResult BlockExecutor::fail(Operation *op, const llvm::Twine &message) {
  std::string text =
      formatOpError(formatLocation(op->getLoc()), op->getName().getStringRef(),
                    message, blockId);
  std::lock_guard lock(state.errorMutex);
  if (!state.failed.exchange(true))
    state.error = std::move(text);
  return failure();
}

ElemKind runtime::getKindOf(Type type) {
  if (auto tileType = dyn_cast<cuda_tile::TileType>(type))
    type = tileType.getElementType();
  std::optional<ElemKind> kind = getElemKind(type);
  assert(kind && "verified IR has only known element types");
  return *kind;
}

uint64_t runtime::loadElement(uint64_t address, ElemKind kind,
                              unsigned nibble) {
  const uint8_t *p = reinterpret_cast<const uint8_t *>(address);
  unsigned bytes = getSlotBytes(kind);
  if (getBitWidth(kind) == 4)
    return (*p >> (4 * nibble)) & 0xF;
  uint64_t bits = 0;
  std::memcpy(&bits, p, bytes); // little-endian host
  return bits;
}

void runtime::storeElement(uint64_t address, ElemKind kind, uint64_t bits,
                           unsigned nibble) {
  uint8_t *p = reinterpret_cast<uint8_t *>(address);
  if (getBitWidth(kind) == 4) {
    // Two blocks may own the two nibbles of one byte; update it atomically.
    auto *byte = reinterpret_cast<std::atomic<uint8_t> *>(p);
    uint8_t mask = 0xF << (4 * nibble);
    uint8_t old = byte->load();
    while (!byte->compare_exchange_weak(
        old,
        static_cast<uint8_t>((old & ~mask) | ((bits & 0xF) << (4 * nibble)))))
      ;
    return;
  }
  std::memcpy(p, &bits, getSlotBytes(kind));
}

const HandlerTable &runtime::getHandlerTable() {
  static const HandlerTable table = [] {
    HandlerTable t;
    registerElementwiseOps(t);
    registerConversionOps(t);
    registerShapeOps(t);
    registerMemoryOps(t);
    registerViewOps(t);
    registerControlFlowOps(t);
    registerReduceScanOps(t);
    registerMmaOps(t);
    registerScaledMmaOps(t);
    registerAtomicOps(t);
    registerMiscOps(t);
    return t;
  }();
  return table;
}

LogicalResult BlockExecutor::runOp(Operation *op) {
  const HandlerTable &table = getHandlerTable();
  auto it = table.find(op->getName().getTypeID());
  if (it == table.end())
    return fail(op, "is not implemented by the CPU executor");
  return it->second(*this, op);
}

FailureOr<Flow>
BlockExecutor::runBlock(Block &block, llvm::ArrayRef<RtValue> args,
                        llvm::SmallVectorImpl<RtValue> &results) {
  for (auto [arg, value] : llvm::zip(block.getArguments(), args))
    values[arg] = value;
  for (Operation &op : block) {
    if (state.failed.load(std::memory_order_relaxed))
      return failure();
    auto collect = [&](Flow flow) -> FailureOr<Flow> {
      results.clear();
      for (Value v : op.getOperands())
        results.push_back(values[v]);
      return flow;
    };
    if (isa<cuda_tile::YieldOp>(op))
      return collect(Flow::Yield);
    if (isa<cuda_tile::ContinueOp>(op))
      return collect(Flow::Continue);
    if (isa<cuda_tile::BreakOp>(op))
      return collect(Flow::Break);
    if (isa<cuda_tile::ReturnOp>(op))
      return collect(Flow::Return);
    if (failed(runOp(&op)))
      return failure();
    if (pending) {
      Flow flow = pending->first;
      results.assign(pending->second.begin(), pending->second.end());
      pending.reset();
      return flow;
    }
  }
  // A block without terminator (implicit yield with no values).
  results.clear();
  return Flow::Yield;
}

LogicalResult BlockExecutor::runEntry(llvm::ArrayRef<RtValue> args) {
  llvm::SmallVector<RtValue> results;
  FailureOr<Flow> flow = runBlock(state.entry.getBody().front(), args, results);
  return failed(flow) ? failure() : success();
}

std::vector<std::string> runtime::getUnimplementedOps(MLIRContext *context) {
  std::vector<std::string> missing;
  const HandlerTable &table = getHandlerTable();
  Dialect *dialect = context->getLoadedDialect("cuda_tile");
  if (!dialect)
    return missing;
  for (RegisteredOperationName name : context->getRegisteredOperations()) {
    if (&name.getDialect() != dialect)
      continue;
    StringRef op = name.getStringRef();
    // Structural ops and terminators are handled by the walker itself.
    if (op == "cuda_tile.module" || op == "cuda_tile.entry" ||
        op == "cuda_tile.global" || op == "cuda_tile.yield" ||
        op == "cuda_tile.continue" || op == "cuda_tile.break" ||
        op == "cuda_tile.return" || op == "cuda_tile.preview$extern_impl")
      continue;
    if (!table.count(name.getTypeID()))
      missing.push_back(op.str());
  }
  return missing;
}
