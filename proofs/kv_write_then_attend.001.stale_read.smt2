; program kv_write_then_attend, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (slice_scatter reads arg1_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=slice_1, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r459_byte () Int)
(declare-fun r459_1 () Int)
(declare-fun r459_0 () Int)
(declare-fun byte () Int)
(declare-fun w460_byte () Int)
(declare-fun w460_1 () Int)
(declare-fun w460_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s461_byte () Int)
(declare-fun s461_1 () Int)
(declare-fun s461_0 () Int)
(assert
 (let ((?x208 (+ 0 (* 4 (+ 0 (+ (* r459_0 8) (* r459_1 1)))))))
 (and (and (>= r459_0 0) (< r459_0 16)) (and (>= r459_1 0) (< r459_1 8)) (and (>= r459_byte 0) (< r459_byte 4)) (= byte (+ ?x208 r459_byte)))))
(assert
 (let ((?x411 (+ 0 (* 4 (+ 32 (+ (* w460_0 8) (* w460_1 1)))))))
 (and (and (>= w460_0 0) (< w460_0 4)) (and (>= w460_1 0) (< w460_1 8)) (and (>= w460_byte 0) (< w460_byte 4)) (= byte (+ ?x411 w460_byte)))))
(assert
 (let (($x203 (= (mod (mod (- (div (- byte 0) 4) 32) 8) 1) 0)))
 (let (($x377 (< (div (mod (- (div (- byte 0) 4) 32) 8) 1) 8)))
 (let (($x545 (and (>= (- (div (- byte 0) 4) 32) 0) (< (div (- (div (- byte 0) 4) 32) 8) 4) $x377 $x203)))
 (or (or false) (not $x545))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x208 (+ 0 (* 4 (+ 0 (+ (* r459_0 8) (* r459_1 1)))))))
 (= carried0 (+ ?x208 held_byte0))))
(assert
 (let ((?x223 (+ 0 (* 4 (+ 0 (+ (* s461_0 8) (* s461_1 1)))))))
(and (and (>= s461_0 0) (< s461_0 16)) (and (>= s461_1 0) (< s461_1 8)) (and (>= s461_byte 0) (< s461_byte 4)) (= carried0 (+ ?x223 s461_byte)))))
(check-sat)
