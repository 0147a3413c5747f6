; program row_mutated_returns_t, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (select_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=select, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r263_byte () Int)
(declare-fun r263_1 () Int)
(declare-fun r263_0 () Int)
(declare-fun byte () Int)
(declare-fun w264_byte () Int)
(declare-fun w264_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s265_byte () Int)
(declare-fun s265_1 () Int)
(declare-fun s265_0 () Int)
(assert
 (let ((?x164 (+ 0 (* 4 (+ 0 (+ (* r263_0 8) (* r263_1 1)))))))
 (and (and (>= r263_0 0) (< r263_0 4)) (and (>= r263_1 0) (< r263_1 8)) (and (>= r263_byte 0) (< r263_byte 4)) (= byte (+ ?x164 r263_byte)))))
(assert
 (let (($x420 (= byte (+ (+ 0 (* 4 (+ 8 (* w264_0 1)))) w264_byte))))
 (and (and (>= w264_0 0) (< w264_0 8)) (and (>= w264_byte 0) (< w264_byte 4)) $x420)))
(assert
 (let (($x120 (and (>= (- (div (- byte 0) 4) 8) 0) (< (div (- (div (- byte 0) 4) 8) 1) 8) (= (mod (- (div (- byte 0) 4) 8) 1) 0))))
 (or (or false) (not $x120))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x164 (+ 0 (* 4 (+ 0 (+ (* r263_0 8) (* r263_1 1)))))))
 (= carried0 (+ ?x164 held_byte0))))
(assert
 (let ((?x461 (+ 0 (* 4 (+ 0 (+ (* s265_0 8) (* s265_1 1)))))))
(and (and (>= s265_0 0) (< s265_0 4)) (and (>= s265_1 0) (< s265_1 8)) (and (>= s265_byte 0) (< s265_byte 4)) (= carried0 (+ ?x461 s265_byte)))))
(check-sat)
