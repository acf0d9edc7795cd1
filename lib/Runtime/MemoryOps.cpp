//===- MemoryOps.cpp - offset, load_ptr_tko, store_ptr_tko, alloca --------===//

#include "Executor.h"

#include "llvm/ADT/StringExtras.h"

using namespace mlir;
using namespace mlir::tileir;
using namespace mlir::tileir::runtime;
namespace ct = mlir::cuda_tile;

ElemKind runtime::getPointeeKind(Type pointerTile) {
  auto ptr =
      cast<ct::PointerType>(cast<ct::TileType>(pointerTile).getElementType());
  return getKindOf(ptr.getPointeeType());
}

static LogicalResult execOffset(BlockExecutor &ex, ct::OffsetOp op) {
  const TileValue &p = ex.tile(op.getPtr());
  std::vector<int64_t> offsets;
  ex.tile(op.getOffset()).toInts(offsets, true);
  ElemKind kind = getPointeeKind(op.getPtr().getType());
  // 4-bit pointees advance by half a byte; the executor keeps byte
  // addresses, so 4-bit pointer arithmetic must stay even (packed access).
  // i1 occupies a whole byte in memory (its slot), like every wider type.
  unsigned bits = getBitWidth(kind) == 4 ? 4 : getSlotBytes(kind) * 8;
  TileValue r(p.getKind(), p.getShape());
  for (int64_t i = 0; i < r.getNumElements(); ++i)
    r.setBits(i, p.getBits(i) + uint64_t(offsets[i] * int64_t(bits) / 8));
  ex.setTile(op.getResult(), std::move(r));
  return success();
}

LogicalResult runtime::checkPointerAccess(BlockExecutor &ex, Operation *op,
                                          uint64_t address, unsigned bytes,
                                          int64_t element) {
  if (ex.state.memory.contains(address, bytes))
    return success();
  return ex.fail(op, describePointerFault(address, element));
}

std::string runtime::describePointerFault(uint64_t address, int64_t element) {
  return "accesses address 0x" + llvm::utohexstr(address) +
         " (pointer tile element " + std::to_string(element) +
         ") outside every buffer";
}

static LogicalResult execLoadPtr(BlockExecutor &ex, ct::LoadPtrTkoOp op) {
  const TileValue &p = ex.tile(op.getSource());
  ElemKind kind = getPointeeKind(op.getSource().getType());
  TileValue r = makeTileLike(op.getResult().getType());
  const TileValue *mask = op.getMask() ? &ex.tile(op.getMask()) : nullptr;
  const TileValue *pad =
      op.getPaddingValue() ? &ex.tile(op.getPaddingValue()) : nullptr;
  unsigned bytes = getSlotBytes(kind);
  for (int64_t i = 0; i < r.getNumElements(); ++i) {
    if (mask && !mask->getData()[i]) {
      if (pad)
        r.setBits(i, pad->getBits(pad->getNumElements() == 1 ? 0 : i));
      continue;
    }
    uint64_t address = p.getBits(i);
    if (failed(checkPointerAccess(ex, op, address, bytes, i)))
      return failure();
    r.setBits(i, loadElement(address, kind));
  }
  ex.setTile(op.getResult(), std::move(r));
  ex.set(op.getResultToken(), RtValue::token());
  return success();
}

static LogicalResult execStorePtr(BlockExecutor &ex, ct::StorePtrTkoOp op) {
  const TileValue &p = ex.tile(op.getDestination());
  const TileValue &v = ex.tile(op.getValue());
  ElemKind kind = getPointeeKind(op.getDestination().getType());
  const TileValue *mask = op.getMask() ? &ex.tile(op.getMask()) : nullptr;
  unsigned bytes = getSlotBytes(kind);
  for (int64_t i = 0; i < p.getNumElements(); ++i) {
    if (mask && !mask->getData()[i])
      continue;
    uint64_t address = p.getBits(i);
    if (failed(checkPointerAccess(ex, op, address, bytes, i)))
      return failure();
    storeElement(address, kind, v.getBits(i));
  }
  ex.set(op.getResultToken(), RtValue::token());
  return success();
}

static LogicalResult execAlloca(BlockExecutor &ex, ct::AllocaOp op) {
  ElemKind kind = getPointeeKind(op.getResult().getType());
  size_t bytes = getBitWidth(kind) == 4 ? (op.getNumElem() + 1) / 2
                                        : op.getNumElem() * getSlotBytes(kind);
  uint64_t address =
      ex.state.memory.allocate(bytes, op.getAlignment(), "alloca");
  TileValue r(ElemKind::Ptr, {});
  r.setBits(0, address);
  ex.setTile(op.getResult(), std::move(r));
  return success();
}

void runtime::registerMemoryOps(HandlerTable &t) {
  addHandler<ct::OffsetOp, execOffset>(t);
  addHandler<ct::LoadPtrTkoOp, execLoadPtr>(t);
  addHandler<ct::StorePtrTkoOp, execStorePtr>(t);
  addHandler<ct::AllocaOp, execAlloca>(t);
}
