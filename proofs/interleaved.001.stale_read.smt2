; program interleaved, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=slice_2, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r51_byte () Int)
(declare-fun r51_0 () Int)
(declare-fun byte () Int)
(declare-fun w52_byte () Int)
(declare-fun w52_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s53_byte () Int)
(declare-fun s53_0 () Int)
(assert
 (let (($x164 (= byte (+ (+ 0 (* 4 (+ 0 (* r51_0 1)))) r51_byte))))
 (and (and (>= r51_0 0) (< r51_0 32)) (and (>= r51_byte 0) (< r51_byte 4)) $x164)))
(assert
 (let (($x288 (= byte (+ (+ 0 (* 4 (+ 1 (* w52_0 2)))) w52_byte))))
 (and (and (>= w52_0 0) (< w52_0 16)) (and (>= w52_byte 0) (< w52_byte 4)) $x288)))
(assert
 (let (($x306 (and (>= (- (div (- byte 0) 4) 1) 0) (< (div (- (div (- byte 0) 4) 1) 2) 16) (= (mod (- (div (- byte 0) 4) 1) 2) 0))))
 (or (or false) (not $x306))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (= carried0 (+ (+ 0 (* 4 (+ 0 (* r51_0 1)))) held_byte0)))
(assert
 (let (($x254 (= carried0 (+ (+ 0 (* 4 (+ 0 (* s53_0 1)))) s53_byte))))
(and (and (>= s53_0 0) (< s53_0 32)) (and (>= s53_byte 0) (< s53_byte 4)) $x254)))
(check-sat)
