; program column_then_row, triton_kernel_wrapper_functional_proxy_1.x_ptr: stale read (select_scatter reads slice_scatter vs triton_kernel_wrapper_functional_proxy_1 x_ptr=select_1, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r118_byte () Int)
(declare-fun r118_1 () Int)
(declare-fun r118_0 () Int)
(declare-fun byte () Int)
(declare-fun w119_byte () Int)
(declare-fun w119_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s120_byte () Int)
(declare-fun s120_1 () Int)
(declare-fun s120_0 () Int)
(assert
 (let ((?x379 (+ 0 (* 4 (+ 0 (+ (* r118_0 8) (* r118_1 1)))))))
 (and (and (>= r118_0 0) (< r118_0 4)) (and (>= r118_1 0) (< r118_1 8)) (and (>= r118_byte 0) (< r118_byte 4)) (= byte (+ ?x379 r118_byte)))))
(assert
 (let (($x267 (= byte (+ (+ 0 (* 4 (+ 8 (* w119_0 1)))) w119_byte))))
 (and (and (>= w119_0 0) (< w119_0 8)) (and (>= w119_byte 0) (< w119_byte 4)) $x267)))
(assert
 (let (($x223 (and (>= (- (div (- byte 0) 4) 8) 0) (< (div (- (div (- byte 0) 4) 8) 1) 8) (= (mod (- (div (- byte 0) 4) 8) 1) 0))))
 (or (or false) (not $x223))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x379 (+ 0 (* 4 (+ 0 (+ (* r118_0 8) (* r118_1 1)))))))
 (= carried0 (+ ?x379 held_byte0))))
(assert
 (let ((?x348 (+ 0 (* 4 (+ 0 (+ (* s120_0 8) (* s120_1 1)))))))
(and (and (>= s120_0 0) (< s120_0 4)) (and (>= s120_1 0) (< s120_1 8)) (and (>= s120_byte 0) (< s120_byte 4)) (= carried0 (+ ?x348 s120_byte)))))
(check-sat)
