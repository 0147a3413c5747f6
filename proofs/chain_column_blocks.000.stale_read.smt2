; program chain_column_blocks, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r890_byte () Int)
(declare-fun r890_1 () Int)
(declare-fun r890_0 () Int)
(declare-fun byte () Int)
(declare-fun w891_byte () Int)
(declare-fun w891_1 () Int)
(declare-fun w891_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s892_byte () Int)
(declare-fun s892_1 () Int)
(declare-fun s892_0 () Int)
(assert
 (let ((?x208 (+ 0 (* 4 (+ 0 (+ (* r890_0 32) (* r890_1 1)))))))
 (and (and (>= r890_0 0) (< r890_0 8)) (and (>= r890_1 0) (< r890_1 32)) (and (>= r890_byte 0) (< r890_byte 4)) (= byte (+ ?x208 r890_byte)))))
(assert
 (let ((?x191 (+ 0 (* 4 (+ 0 (+ (* w891_0 32) (* w891_1 1)))))))
 (and (and (>= w891_0 0) (< w891_0 8)) (and (>= w891_1 0) (< w891_1 8)) (and (>= w891_byte 0) (< w891_byte 4)) (= byte (+ ?x191 w891_byte)))))
(assert
 (let (($x455 (= (mod (mod (- (div (- byte 0) 4) 0) 32) 1) 0)))
 (let (($x693 (< (div (mod (- (div (- byte 0) 4) 0) 32) 1) 8)))
 (let (($x427 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 32) 8) $x693 $x455)))
 (or (or false) (not $x427))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x208 (+ 0 (* 4 (+ 0 (+ (* r890_0 32) (* r890_1 1)))))))
 (= carried0 (+ ?x208 held_byte0))))
(assert
 (let ((?x94 (+ 0 (* 4 (+ 8 (+ (* s892_0 32) (* s892_1 1)))))))
(and (and (>= s892_0 0) (< s892_0 8)) (and (>= s892_1 0) (< s892_1 8)) (and (>= s892_byte 0) (< s892_byte 4)) (= carried0 (+ ?x94 s892_byte)))))
(check-sat)
