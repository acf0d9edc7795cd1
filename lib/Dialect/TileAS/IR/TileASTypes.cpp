//===- TileASTypes.cpp - nv_tileas types ----------------------------------===//

#include "tileir/Dialect/TileAS/IR/TileAS.h"

#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::nv_tileas;

#define GET_TYPEDEF_CLASSES
#include "tileir/Dialect/TileAS/IR/TileASTypes.cpp.inc"

void TileASDialect::registerTypes() {
  addTypes<
#define GET_TYPEDEF_LIST
#include "tileir/Dialect/TileAS/IR/TileASTypes.cpp.inc"
      >();
}

/// The bits one element takes in shared memory (i1 is stored as a byte).
static unsigned storageBits(Type elementType) {
  unsigned bits = elementType.getIntOrFloatBitWidth();
  return bits == 1 ? 8 : bits;
}

LogicalResult
SharedMemDescType::verify(llvm::function_ref<InFlightDiagnostic()> emitError,
                          llvm::ArrayRef<int64_t> shape, Type elementType,
                          SharedLayoutAttr layout) {
  if (!elementType.isIntOrFloat())
    return emitError() << "shared memory holds integer or float elements, got "
                       << elementType;
  if (!layout)
    return emitError() << "shared memory needs a shared layout";
  return layout.toLinearLayout(shape, storageBits(elementType), emitError);
}

int64_t SharedMemDescType::getNumElements() const {
  int64_t count = 1;
  for (int64_t extent : getShape())
    count *= extent;
  return count;
}

// !nv_tileas.smem<64x32xf16, #layout>
Type SharedMemDescType::parse(AsmParser &parser) {
  llvm::SmallVector<int64_t> shape;
  Type elementType;
  SharedLayoutAttr layout;
  llvm::SMLoc loc = parser.getCurrentLocation();
  if (parser.parseLess() ||
      parser.parseDimensionList(shape, /*allowDynamic=*/false) ||
      parser.parseType(elementType) || parser.parseComma() ||
      parser.parseAttribute(layout) || parser.parseGreater())
    return {};
  return getChecked([&] { return parser.emitError(loc); }, parser.getContext(),
                    shape, elementType, layout);
}

void SharedMemDescType::print(AsmPrinter &printer) const {
  printer << "<";
  printer.printDimensionList(getShape());
  printer << "x" << getElementType() << ", " << getLayout() << ">";
}

int64_t nv_tileas::getSharedTileBytes(SharedMemDescType type) {
  int64_t bits = type.getNumElements() * storageBits(type.getElementType());
  return llvm::alignTo(llvm::divideCeil(bits, 8), getSharedTileAlignment(type));
}

int64_t nv_tileas::getSharedTileAlignment(SharedMemDescType type) {
  return isa<NvmmaSharedLayoutAttr>(type.getLayout()) ? 1024 : 128;
}

SharedLayoutAttr nv_tileas::getStageLayout(SharedLayoutAttr layout) {
  if (isa<NvmmaSharedLayoutAttr>(layout))
    return layout;
  auto swizzled = dyn_cast<SwizzledSharedLayoutAttr>(layout);
  if (!swizzled || swizzled.getOrder().size() < 2 ||
      swizzled.getOrder().back() != 0)
    return {};
  llvm::SmallVector<unsigned> order;
  for (unsigned d : swizzled.getOrder().drop_back())
    order.push_back(d - 1);
  return SwizzledSharedLayoutAttr::get(layout.getContext(), swizzled.getVec(),
                                       swizzled.getPerPhase(),
                                       swizzled.getMaxPhase(), order);
}

int64_t nv_tileas::SharedTileStack::allocate(Operation *alloc,
                                             SharedMemDescType type) {
  int64_t boundary = getSharedTileAlignment(type);
  int64_t offset = llvm::alignTo(end(), boundary);
  tiles.push_back({alloc, offset + getSharedTileBytes(type), false});
  peakEnd = std::max(peakEnd, tiles.back().end);
  maxAlignment = std::max(maxAlignment, boundary);
  return offset;
}

void nv_tileas::SharedTileStack::free(Operation *alloc) {
  for (Tile &tile : tiles)
    if (tile.alloc == alloc)
      tile.freed = true;
  while (!tiles.empty() && tiles.back().freed)
    tiles.pop_back();
}

void nv_tileas::replaySharedTiles(Operation *func, SharedTileStack &stack,
                                  Operation *stop) {
  func->walk<WalkOrder::PreOrder>([&](Operation *op) {
    if (op == stop)
      return WalkResult::interrupt();
    if (auto alloc = dyn_cast<LocalAllocOp>(op))
      stack.allocate(alloc, alloc.getResult().getType());
    else if (auto dealloc = dyn_cast<LocalDeallocOp>(op))
      stack.free(dealloc->getOperand(0).getDefiningOp());
    return WalkResult::advance();
  });
}
