; program fused_qkv_columns, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r66_byte () Int)
(declare-fun r66_1 () Int)
(declare-fun r66_0 () Int)
(declare-fun byte () Int)
(declare-fun w67_byte () Int)
(declare-fun w67_1 () Int)
(declare-fun w67_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s68_byte () Int)
(declare-fun s68_1 () Int)
(declare-fun s68_0 () Int)
(assert
 (let ((?x136 (+ 0 (* 4 (+ 0 (+ (* r66_0 24) (* r66_1 1)))))))
 (and (and (>= r66_0 0) (< r66_0 4)) (and (>= r66_1 0) (< r66_1 24)) (and (>= r66_byte 0) (< r66_byte 4)) (= byte (+ ?x136 r66_byte)))))
(assert
 (let ((?x186 (+ 0 (* 4 (+ 0 (+ (* w67_0 24) (* w67_1 1)))))))
 (and (and (>= w67_0 0) (< w67_0 4)) (and (>= w67_1 0) (< w67_1 8)) (and (>= w67_byte 0) (< w67_byte 4)) (= byte (+ ?x186 w67_byte)))))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x136 (+ 0 (* 4 (+ 0 (+ (* r66_0 24) (* r66_1 1)))))))
 (= observed (+ ?x136 held_byte))))
(assert
 (let ((?x123 (+ 0 (* 4 (+ 0 (+ (* s68_0 24) (* s68_1 1)))))))
 (and (and (>= s68_0 0) (< s68_0 4)) (and (>= s68_1 0) (< s68_1 24)) (and (>= s68_byte 0) (< s68_byte 4)) (= observed (+ ?x123 s68_byte)))))
(assert
 (let (($x191 (= (mod (mod (- (div (- byte 0) 4) 0) 24) 1) 0)))
 (let (($x121 (< (div (mod (- (div (- byte 0) 4) 0) 24) 1) 8)))
 (let (($x69 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 24) 4) $x121 $x191)))
 (let (($x261 (or false)))
 (or $x261 (not $x69)))))))
(assert
 (let (($x240 (= (mod (mod (- (div (- observed 0) 4) 8) 24) 1) 0)))
(let (($x228 (< (div (mod (- (div (- observed 0) 4) 8) 24) 1) 8)))
(let (($x164 (and (>= (- (div (- observed 0) 4) 8) 0) (< (div (- (div (- observed 0) 4) 8) 24) 4) $x228 $x240)))
(let (($x261 (or false)))
(or $x261 (not $x164)))))))
(check-sat)
