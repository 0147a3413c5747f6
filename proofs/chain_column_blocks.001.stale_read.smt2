; program chain_column_blocks, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r572_byte () Int)
(declare-fun r572_1 () Int)
(declare-fun r572_0 () Int)
(declare-fun byte () Int)
(declare-fun w573_byte () Int)
(declare-fun w573_1 () Int)
(declare-fun w573_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s574_byte () Int)
(declare-fun s574_1 () Int)
(declare-fun s574_0 () Int)
(assert
 (let ((?x320 (+ 0 (* 4 (+ 0 (+ (* r572_0 32) (* r572_1 1)))))))
 (and (and (>= r572_0 0) (< r572_0 8)) (and (>= r572_1 0) (< r572_1 32)) (and (>= r572_byte 0) (< r572_byte 4)) (= byte (+ ?x320 r572_byte)))))
(assert
 (let ((?x385 (+ 0 (* 4 (+ 0 (+ (* w573_0 32) (* w573_1 1)))))))
 (and (and (>= w573_0 0) (< w573_0 8)) (and (>= w573_1 0) (< w573_1 8)) (and (>= w573_byte 0) (< w573_byte 4)) (= byte (+ ?x385 w573_byte)))))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x320 (+ 0 (* 4 (+ 0 (+ (* r572_0 32) (* r572_1 1)))))))
 (= observed (+ ?x320 held_byte))))
(assert
 (let ((?x63 (+ 0 (* 4 (+ 0 (+ (* s574_0 32) (* s574_1 1)))))))
 (and (and (>= s574_0 0) (< s574_0 8)) (and (>= s574_1 0) (< s574_1 32)) (and (>= s574_byte 0) (< s574_byte 4)) (= observed (+ ?x63 s574_byte)))))
(assert
 (let (($x411 (= (mod (mod (- (div (- byte 0) 4) 0) 32) 1) 0)))
 (let (($x11906 (< (div (mod (- (div (- byte 0) 4) 0) 32) 1) 8)))
 (let (($x1186 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 32) 8) $x11906 $x411)))
 (let (($x612 (or false)))
 (or $x612 (not $x1186)))))))
(assert
 (let (($x374 (= (mod (mod (- (div (- observed 0) 4) 8) 32) 1) 0)))
(let (($x356 (< (div (mod (- (div (- observed 0) 4) 8) 32) 1) 8)))
(let (($x753 (and (>= (- (div (- observed 0) 4) 8) 0) (< (div (- (div (- observed 0) 4) 8) 32) 8) $x356 $x374)))
(let (($x612 (or false)))
(or $x612 (not $x753)))))))
(check-sat)
