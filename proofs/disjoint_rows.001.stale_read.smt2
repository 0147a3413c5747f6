; program disjoint_rows, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (select_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=select, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r39_byte () Int)
(declare-fun r39_1 () Int)
(declare-fun r39_0 () Int)
(declare-fun byte () Int)
(declare-fun w40_byte () Int)
(declare-fun w40_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s41_byte () Int)
(declare-fun s41_1 () Int)
(declare-fun s41_0 () Int)
(assert
 (let ((?x75 (+ 0 (* 4 (+ 0 (+ (* r39_0 8) (* r39_1 1)))))))
 (and (and (>= r39_0 0) (< r39_0 4)) (and (>= r39_1 0) (< r39_1 8)) (and (>= r39_byte 0) (< r39_byte 4)) (= byte (+ ?x75 r39_byte)))))
(assert
 (let (($x197 (= byte (+ (+ 0 (* 4 (+ 16 (* w40_0 1)))) w40_byte))))
 (and (and (>= w40_0 0) (< w40_0 8)) (and (>= w40_byte 0) (< w40_byte 4)) $x197)))
(assert
 (let (($x158 (and (>= (- (div (- byte 0) 4) 16) 0) (< (div (- (div (- byte 0) 4) 16) 1) 8) (= (mod (- (div (- byte 0) 4) 16) 1) 0))))
 (or (or false) (not $x158))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x75 (+ 0 (* 4 (+ 0 (+ (* r39_0 8) (* r39_1 1)))))))
 (= carried0 (+ ?x75 held_byte0))))
(assert
 (let ((?x173 (+ 0 (* 4 (+ 0 (+ (* s41_0 8) (* s41_1 1)))))))
(and (and (>= s41_0 0) (< s41_0 4)) (and (>= s41_1 0) (< s41_1 8)) (and (>= s41_byte 0) (< s41_byte 4)) (= carried0 (+ ?x173 s41_byte)))))
(check-sat)
