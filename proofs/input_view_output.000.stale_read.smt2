; program input_view_output, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (select_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=select, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r130_byte () Int)
(declare-fun r130_1 () Int)
(declare-fun r130_0 () Int)
(declare-fun byte () Int)
(declare-fun w131_byte () Int)
(declare-fun w131_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s132_byte () Int)
(declare-fun s132_1 () Int)
(declare-fun s132_0 () Int)
(assert
 (let ((?x207 (+ 0 (* 4 (+ 0 (+ (* r130_0 8) (* r130_1 1)))))))
 (and (and (>= r130_0 0) (< r130_0 4)) (and (>= r130_1 0) (< r130_1 8)) (and (>= r130_byte 0) (< r130_byte 4)) (= byte (+ ?x207 r130_byte)))))
(assert
 (let (($x273 (= byte (+ (+ 0 (* 4 (+ 0 (* w131_0 1)))) w131_byte))))
 (and (and (>= w131_0 0) (< w131_0 8)) (and (>= w131_byte 0) (< w131_byte 4)) $x273)))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x207 (+ 0 (* 4 (+ 0 (+ (* r130_0 8) (* r130_1 1)))))))
 (= observed (+ ?x207 held_byte))))
(assert
 (let ((?x259 (+ 0 (* 4 (+ 0 (+ (* s132_0 8) (* s132_1 1)))))))
 (and (and (>= s132_0 0) (< s132_0 4)) (and (>= s132_1 0) (< s132_1 8)) (and (>= s132_byte 0) (< s132_byte 4)) (= observed (+ ?x259 s132_byte)))))
(assert
 (let (($x293 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 8) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x293))))
(check-sat)
